import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure, type AdminCompany } from '@portal/api';
import { notify } from '@portal/notify';
import { useRuleForm } from '@portal/rules/form';
import { Button, FormActions, Panel, RadioGroup, Stack } from '@portal/ui';
import { useChangePlan } from '../api/plan';

const planSchema = v.object({ plan: v.picklist(['trial', 'paid'], 'dropdown') });

/** A SaaS account's plan: the free trial or paid (spec §2.8). */
export function PlanSection({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const change = useChangePlan(company.id);
  const form = useRuleForm(
    planSchema,
    { plan: company.saas?.choosedPlan ?? '' },
    { onFailure: (error) => notifyFailure(i18n, t`Não foi possível alterar o plano`, error) },
  );

  const send = async ({ plan }: v.InferOutput<typeof planSchema>) => {
    await change.mutateAsync(plan);
    form.reset({ plan });
    notify({
      title: plan === 'paid' ? t`A conta passou para o plano pago` : t`A conta voltou ao teste`,
      tone: 'positive',
    });
  };

  return (
    <Panel title={t`Plano`} level={3}>
      <form {...form.props(send)}>
        <Stack>
          <RadioGroup
            label={t`Plano da conta SaaS`}
            required
            options={[
              {
                value: 'trial',
                label: t`Teste gratuito`,
                description: t`A conta usa o período de teste, sem cobrança.`,
              },
              {
                value: 'paid',
                label: t`Pago`,
                description: t`O superusuário segue para a contratação no próximo acesso.`,
              },
            ]}
            {...form.choice('plan')}
          />
          <FormActions>
            <Button
              type="submit"
              tone="secondary"
              disabled={!form.changed}
              busy={form.submitting}
              busyLabel={t`Alterando plano…`}
            >
              {t`Alterar plano`}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}
