import { useLingui } from '@lingui/react/macro';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { formatDigitableLine } from '@portal/domain';
import { Alert, Button, ButtonLink, CopyButton, Inline, Stack, Text } from '@portal/ui';
import type { OwedSlip } from '../owed';

/**
 * The first thing on the page when a bank slip is owed: what, since when, and the slip itself
 * (a new tab), because this is why the user was sent here.
 */
export function OwedSlipBanner({
  slip,
  onPayByPix,
}: {
  readonly slip: OwedSlip;
  /** Offers "Pagar com Pix" (where the charge may be paid so: the billing-pix flag). */
  readonly onPayByPix?: () => void;
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
          {onPayByPix ? <Button onClick={onPayByPix}>{t`Pagar com Pix`}</Button> : null}
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
