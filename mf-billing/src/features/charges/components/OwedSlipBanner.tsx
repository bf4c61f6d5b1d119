import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { formatDigitableLine } from '@portal/domain';
import { Alert, ButtonLink, CopyButton, Inline, Stack, Text } from '@portal/ui';
import type { OwedSlip } from '../owed';

/**
 * The first thing on the page when a bank slip is owed: what, since when, and the slip itself
 * (a new tab), because this is why the user was sent here.
 */
export function OwedSlipBanner({
  slip,
  action,
}: {
  readonly slip: OwedSlip;
  /** Another way to pay it, first (with the billing-pix flag, "Pagar com Pix"). */
  readonly action?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const amount = formatCurrency(slip.amount, locale);
  const due = formatDate(slip.dueAt, locale);
  const line = slip.digitableLine ? formatDigitableLine(slip.digitableLine) : null;
  return (
    <Alert
      tone={slip.late ? 'critical' : 'caution'}
      title={
        slip.late
          ? t`Você tem um boleto de ${amount} em atraso desde ${due}`
          : t`Você tem um boleto de ${amount} com vencimento em ${due}`
      }
      description={
        <Stack gap="small">
          <p>{t`Pague o boleto para manter a sua assinatura ativa. O pagamento pode levar até 3 dias úteis para ser reconhecido.`}</p>
          {line ? (
            <p>
              {/* Digits in tabular figures, free to wrap between their groups on a phone. */}
              {t`Linha digitável:`}{' '}
              <Text as="span" font="mono" numeric="tabular" wrap="anywhere">
                {line}
              </Text>
            </p>
          ) : null}
        </Stack>
      }
      action={
        <Inline gap="small" align="center">
          {action}
          <ButtonLink tone="secondary" href={slip.printUrl} newTab>
            {t`Abrir o boleto`}
          </ButtonLink>
          {slip.digitableLine ? (
            <CopyButton
              text={() => slip.digitableLine ?? ''}
              labels={{
                idle: t`Copiar a linha digitável`,
                copying: t`Copiando…`,
                copied: t`Linha digitável copiada!`,
              }}
            />
          ) : null}
        </Inline>
      }
    />
  );
}

/** The banners of the slips owed, as the spec's page shows them (no other way to pay). */
export function OwedSlipBanners({ owed }: { readonly owed: readonly OwedSlip[] }) {
  return (
    <>
      {owed.map((slip) => (
        <OwedSlipBanner key={slip.printUrl} slip={slip} />
      ))}
    </>
  );
}
