import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  fieldRefusals,
  notifyFailure,
  type AdminCompany,
  type MotherCompanyCode,
} from '@portal/api';
import { notify } from '@portal/notify';
import { dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  Button,
  Checkbox,
  FieldGroup,
  FormActions,
  LoadFailure,
  Select,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@portal/ui';
import { useAddToMotherCompany, useMotherCompanyGroups } from '../api/motherCompany';

const networkSchema = v.object({ code: dropdown });

/** Adds the company to a network (by its mother company's code), with the groups ticked. */
export function MotherCompanyForm({
  company,
  codes,
}: {
  readonly company: AdminCompany;
  readonly codes: readonly MotherCompanyCode[];
}) {
  const { t, i18n } = useLingui();
  const add = useAddToMotherCompany(company.id);
  // The groups ticked, per mother company; until touched, the ones the company already has.
  const [picked, setPicked] = useState<Readonly<Record<string, readonly string[]>>>({});
  const form = useRuleForm(
    networkSchema,
    { code: '' },
    {
      refusals: (error) => fieldRefusals(error, { codes: { invalid_management_code: 'code' } }),
      onFailure: (error) =>
        notifyFailure(i18n, t`Não foi possível adicionar a empresa à rede`, error),
    },
  );
  const entry = codes.find((candidate) => candidate._id === form.values.code);
  const motherId = entry?.company._id ?? null;
  const groups = useMotherCompanyGroups(motherId);
  const member = company.motherCompanies.some((mother) => mother.name === entry?.company.name);
  const chosen =
    (motherId === null ? undefined : picked[motherId]) ??
    company.groups.find((network) => network.empresaMae === motherId)?.groups ??
    [];

  const toggle = (group: string, checked: boolean) => {
    if (!motherId) return;
    const next = checked ? [...chosen, group] : chosen.filter((other) => other !== group);
    setPicked({ ...picked, [motherId]: next });
  };

  const send = async () => {
    if (!entry || !motherId) return;
    const offered = groups.data ?? [];
    await add.mutateAsync({
      motherId,
      groups: offered.filter((group) => chosen.includes(group)),
    });
    // The company now has these groups: the ticks follow it again.
    setPicked((current) =>
      Object.fromEntries(Object.entries(current).filter(([mother]) => mother !== motherId)),
    );
    const network = entry.company.name;
    notify({ title: t`A empresa agora faz parte da rede ${network}`, tone: 'positive' });
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <Select
          label={t`Código da empresa-mãe`}
          required
          placeholder={t`Selecione o código`}
          options={codes.map((code) => ({
            value: code._id,
            label: `${code.code} · ${code.company.name}`,
          }))}
          {...form.choice('code')}
        />
        {motherId === null ? null : groups.isPending ? (
          <SkeletonGroup label={t`Carregando grupos…`}>
            <Skeleton lines={2} width="medium" />
          </SkeletonGroup>
        ) : groups.isError ? (
          <LoadFailure title={t`Não foi possível carregar os grupos da rede`} query={groups} />
        ) : groups.data.length === 0 ? (
          <p>{t`Esta rede não tem grupos: a empresa entra sem grupo.`}</p>
        ) : (
          <FieldGroup legend={t`Grupos na rede`}>
            {groups.data.map((group) => (
              <Checkbox
                key={group}
                label={group}
                checked={chosen.includes(group)}
                onChange={(checked) => toggle(group, checked)}
                disabled={form.submitting}
              />
            ))}
          </FieldGroup>
        )}
        <FormActions>
          <Button
            type="submit"
            tone="secondary"
            disabled={motherId !== null && !groups.isSuccess}
            busy={form.submitting}
            busyLabel={t`Salvando rede…`}
          >
            {member ? t`Salvar grupos` : t`Adicionar à rede`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
