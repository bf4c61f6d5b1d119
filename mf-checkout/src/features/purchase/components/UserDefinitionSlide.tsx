import { useRef, useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { checkNewUser, fieldRefusals, notifyFailure } from '@portal/api';
import { officerRolesToCreate } from '@portal/domain';
import { email, officerName, ROLE_LABELS } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import type { ProgressFlags } from '@portal/session';
import { Alert, Button, FormActions, Panel, Stack } from '@portal/ui';
import { useCreateUser } from '@portal/api/queries';
import type { NewOfficer } from '../api/createOfficer';
import { useFinishOnboarding, type OnboardingRole } from '../api/finishOnboarding';
import { OfficerFields } from './OfficerFields';
import { RoleChoice } from './RoleChoice';

// Spec §2.6, §5, §6: the super user's role decides which officers are created, each with an
// officer name and an e-mail; the fields of an officer not created are not checked.
const unchecked = v.string();
const officers = (create: { co: boolean; ceo: boolean }) => ({
  coName: create.co ? officerName : unchecked,
  coEmail: create.co ? email() : unchecked,
  ceoName: create.ceo ? officerName : unchecked,
  ceoEmail: create.ceo ? email() : unchecked,
});
const userDefinitionSchema = v.variant(
  'role',
  [
    v.object({ role: v.literal('co'), ...officers({ co: false, ceo: true }) }),
    v.object({ role: v.literal('ceo'), ...officers({ co: true, ceo: false }) }),
    v.object({ role: v.literal('cfo'), ...officers({ co: true, ceo: true }) }),
  ],
  'dropdown',
);
const OFFICER_FIELDS = {
  co: { name: 'coName', email: 'coEmail' },
  ceo: { name: 'ceoName', email: 'ceoEmail' },
} as const;
const START = { role: '', coName: '', coEmail: '', ceoName: '', ceoEmail: '' };

/** A createUser refused: which officer it was about, so its refusal lands on their fields. */
class OfficerFailure extends Error {
  constructor(
    readonly role: NewOfficer['role'],
    readonly failure: unknown,
  ) {
    super('createUser');
  }
}

/** What onboarding ended with: the account's progress and the super user's own role. */
export interface OnboardingResult {
  readonly progress: ProgressFlags;
  readonly role: OnboardingRole;
  readonly createdOfficers: boolean;
}

export interface UserDefinitionSlideProps {
  readonly onFinished: (result: OnboardingResult) => void;
}

/**
 * Onboarding's second slide (spec §2.6): the super user's role, or 'Sou CEO e CO' (which finishes
 * at once), then the officers their role asks for: the CEO for a CO, the CO for a CEO, both for
 * a CFO (who is warned that the CFO does not use the platform).
 */
export function UserDefinitionSlide({ onFinished }: UserDefinitionSlideProps) {
  const { t, i18n } = useLingui();
  const createOfficer = useCreateUser();
  const finish = useFinishOnboarding();
  // Officers created by an earlier try that failed further on: a retry does not send them again.
  const [created, setCreated] = useState<Partial<Record<NewOfficer['role'], NewOfficer>>>({});
  const form = useRuleForm(userDefinitionSchema, START, {
    refusals: (error) =>
      error instanceof OfficerFailure
        ? fieldRefusals(error.failure, {
            codes: { unavailable_role: 'role', unavailable_mail: OFFICER_FIELDS[error.role].email },
          })
        : undefined,
    onFailure: (error) => {
      // A failed finish is only logged (useFinishOnboarding, spec §4): nothing else shows.
      if (error instanceof OfficerFailure) {
        const officer = i18n._(ROLE_LABELS[error.role]);
        notifyFailure(i18n, t`Não foi possível cadastrar o ${officer}`, error.failure);
      }
    },
  });

  const send = async (output: v.InferOutput<typeof userDefinitionSchema>) => {
    const toCreate = officerRolesToCreate(output.role)
      .filter((role) => !created[role])
      .map((role): NewOfficer => ({
        role,
        name: output[OFFICER_FIELDS[role].name].trim(),
        email: output[OFFICER_FIELDS[role].email].trim(),
      }));
    // The stricter check of spec §5 for every officer first: a CFO's second officer refused by it
    // must not leave the first created alone.
    for (const officer of toCreate) {
      try {
        checkNewUser(officer);
      } catch (error) {
        throw new OfficerFailure(officer.role, error);
      }
    }
    for (const officer of toCreate) {
      const { role } = officer;
      try {
        await createOfficer.mutateAsync(officer);
      } catch (error) {
        throw new OfficerFailure(role, error);
      }
      setCreated((current) => ({ ...current, [role]: officer }));
    }
    const answer = await finish.mutateAsync(output.role);
    onFinished({ progress: answer.payload, role: output.role, createdOfficers: true });
  };

  // 'Sou CEO e CO' is a button beside the form, so its own guard against a second click.
  const finishingAlone = useRef(false);
  const finishAsCeoCo = async () => {
    if (finishingAlone.current) return;
    finishingAlone.current = true;
    try {
      const answer = await finish.mutateAsync('ceo-co');
      onFinished({ progress: answer.payload, role: 'ceo-co', createdOfficers: false });
    } catch {
      // Only logged (useFinishOnboarding, spec §4): the choice stays open as it was.
    } finally {
      finishingAlone.current = false;
    }
  };

  const role = form.values.role;
  const toCreate =
    role === 'co' || role === 'ceo' || role === 'cfo' ? officerRolesToCreate(role) : [];
  const finishingAsCeoCo = finish.isPending && finish.variables === 'ceo-co';

  return (
    <Panel
      title={t`Quem é você na empresa?`}
      description={t`Diga a sua função e cadastre quem vai conduzir o programa de compliance com você.`}
    >
      <form {...form.props(send)}>
        <Stack gap="large">
          <RoleChoice {...form.choice('role')} />
          {role === 'cfo' ? (
            <Alert
              tone="caution"
              title={t`O CFO não acessa a plataforma`}
              description={t`Como responsável pela compra, você não verá o conteúdo da plataforma até receber a função de CO ou de CEO. Cadastre o CEO e o CO da empresa para que eles a usem.`}
            />
          ) : (
            <Stack gap="small">
              <p>{t`Você acumula as duas funções? Então não é preciso cadastrar ninguém agora.`}</p>
              <FormActions>
                <Button
                  tone="secondary"
                  disabled={form.submitting}
                  busy={finishingAsCeoCo}
                  busyLabel={t`Concluindo…`}
                  onClick={() => void finishAsCeoCo()}
                >
                  {t`Sou CEO e CO`}
                </Button>
              </FormActions>
            </Stack>
          )}
          {toCreate.map((officer) => (
            <OfficerFields
              key={officer}
              role={officer}
              name={form.field(OFFICER_FIELDS[officer].name)}
              email={form.field(OFFICER_FIELDS[officer].email)}
              created={created[officer]}
            />
          ))}
          {toCreate.length > 0 ? (
            <FormActions>
              <Button
                type="submit"
                disabled={!form.valid || finishingAsCeoCo}
                busy={form.submitting}
                busyLabel={t`Cadastrando…`}
              >
                {t`Cadastrar e concluir`}
              </Button>
            </FormActions>
          ) : null}
        </Stack>
      </form>
    </Panel>
  );
}
