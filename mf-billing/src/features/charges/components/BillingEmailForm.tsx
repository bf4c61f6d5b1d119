import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { billingEmail } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Alert, Button, FormActions, Stack, TextField } from '@portal/ui';
import { useUpdateBillingEmail } from '../api/billingEmail';

/**
 * The billing e-mail editor (spec §2.7, §5, §8): the current e-mail again is 'Use um e-mail
 * diferente do atual', an invalid one 'Use um e-mail válido'; success and failure as alerts.
 */
export function BillingEmailForm({ current }: { readonly current: string }) {
  const { t } = useLingui();
  const update = useUpdateBillingEmail();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useRuleForm(
    v.object({ email: billingEmail(current) }),
    { email: '' },
    {
      onFailure: () => setOutcome('failed'),
    },
  );

  const send = async ({ email }: { email: string }) => {
    setOutcome(null);
    await update.mutateAsync(email);
    setOutcome('saved');
    form.reset({ email: '' });
  };

  return (
    <form {...form.props(send)} aria-label={t`E-mail de cobrança`}>
      <Stack gap="medium">
        <p>{t`As cobranças são enviadas para ${current}.`}</p>
        {outcome === 'saved' ? (
          <Alert
            tone="positive"
            title={t`E-mail de cobrança atualizado`}
            onDismiss={() => setOutcome(null)}
          />
        ) : null}
        {outcome === 'failed' ? (
          <Alert
            tone="critical"
            title={t`Não foi possível atualizar o e-mail de cobrança`}
            description={t`Atualize a página ou fale com o suporte.`}
          />
        ) : null}
        <TextField
          label={t`Novo e-mail de cobrança`}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <FormActions>
          <Button type="submit" busy={form.submitting} busyLabel={t`Salvando…`}>
            {t`Salvar e-mail`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
