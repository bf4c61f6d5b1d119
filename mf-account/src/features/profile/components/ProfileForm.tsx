import { useState } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import type { Company } from '@portal/api';
import { useLeaveGuard } from '@portal/router';
import { passwordChange } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import type { SessionData } from '@portal/session';
import { Button, ConfirmDialog, Dialog, FormActions, Stack } from '@portal/ui';
import { useLogo } from '../api/pictures';
import { useImageChange } from '../useImageChange';
import { useReadAvatar } from '../useReadAvatar';
import { useSaveProfile } from '../useSaveProfile';
import { CompanySection } from './CompanySection';
import { MyDataSection } from './MyDataSection';

const NO_PASSWORD = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Spec 2.2, /meu/perfil: the company's and the user's data, read-only, with the pictures and the
 * password to change. Save waits for a change and valid passwords; leaving with unsaved changes
 * asks first.
 */
export function ProfileForm({
  session,
  company,
}: {
  readonly session: SessionData;
  readonly company: Company;
}) {
  const { t } = useLingui();
  const avatar = useReadAvatar(session);
  const logo = useLogo();
  const avatarChange = useImageChange(avatar);
  const logoChange = useImageChange(logo.data);
  const saveProfile = useSaveProfile();
  const form = useRuleForm(passwordChange, NO_PASSWORD);
  const [saved, setSaved] = useState(false);
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const changed = avatarChange.changed || logoChange.changed || form.changed;

  useLeaveGuard(changed && !form.submitting, (proceed) => setLeave(() => proceed));

  const send = async ({ currentPassword, newPassword }: v.InferOutput<typeof passwordChange>) => {
    const outcome = await saveProfile({
      avatar: avatarChange,
      logo: logoChange,
      password: form.changed ? { currentPassword, newPassword } : null,
    });
    if (outcome.password === 'saved') form.reset(NO_PASSWORD);
    if (outcome.password === 'wrong-current') {
      form.refuse({ currentPassword: t`A senha atual está incorreta!` });
    }
    if (outcome.all) setSaved(true);
  };

  const cancel = () => {
    form.reset(NO_PASSWORD);
    avatarChange.reset();
    logoChange.reset();
  };

  return (
    <form {...form.props(send)}>
      <Stack gap="xlarge">
        <CompanySection
          company={company}
          logo={logo.data ?? null}
          logoChange={logoChange}
          disabled={form.submitting}
        />
        <MyDataSection session={session} avatar={avatar} avatarChange={avatarChange} form={form} />
        <FormActions>
          <Button tone="secondary" onClick={cancel} disabled={!changed || form.submitting}>
            {t`Cancelar`}
          </Button>
          <Button
            type="submit"
            disabled={!changed || !form.valid}
            busy={form.submitting}
            busyLabel={t`Salvando…`}
          >
            {t`Salvar`}
          </Button>
        </FormActions>

        <Dialog
          open={saved}
          onOpenChange={setSaved}
          title={t`Perfil atualizado`}
          description={t`Suas alterações foram salvas.`}
          actions={<Button onClick={() => setSaved(false)}>{t`OK`}</Button>}
        />
        <ConfirmDialog
          open={leave !== null}
          onOpenChange={(open) => {
            if (!open) setLeave(null);
          }}
          title={t`Sair sem salvar?`}
          description={t`As alterações que você fez nesta página serão perdidas.`}
          confirmLabel={t`Sair sem salvar`}
          cancelLabel={t`Continuar editando`}
          tone="critical"
          onConfirm={() => {
            const proceed = leave;
            setLeave(null);
            cancel();
            proceed?.();
          }}
        />
      </Stack>
    </form>
  );
}
