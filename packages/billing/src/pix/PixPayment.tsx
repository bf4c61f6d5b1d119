import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCurrency, useLocale } from '@portal/i18n';
import { Alert, Button, CopyButton, Stack, Text } from '@portal/ui';
import { localDeadline, minutesAndSeconds, useCountdown } from './useCountdown';
import { PixQrCode } from './PixQrCode';
import { usePixTexts } from './pixTexts';

/** A Pix payment as the page shows it (the Pix charge of ADR 013). */
export interface PixPaymentState {
  readonly pixId: string;
  readonly brCode: string;
  readonly amount: number;
  /** When the server issued the code and when it stops being payable (ISO dates). */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly status: 'pending' | 'paid' | 'expired';
}

export interface PixPaymentProps {
  readonly pix: PixPaymentState;
  /** Asks for a new code once this one has expired. */
  readonly onRenew: () => void;
  /** A new code is being asked for. */
  readonly renewing?: boolean;
}

/**
 * A charge paid by Pix (keyed by the code where it may change: its countdown starts with it): its
 * QR code and copy-and-paste code, the amount, and how long the code lasts (counted down); then
 * that it was paid, or that it expired with a way to a new one. Its status line is read out as it
 * changes (the countdown is not, every second). Shown by a late charge's dialog (mf-billing) and
 * by checkout's Pix step (mf-checkout).
 */
export function PixPayment({ pix, onRenew, renewing = false }: PixPaymentProps) {
  // Its texts come with its code (suspends until they are in: render it inside a Suspense).
  usePixTexts();
  const { t } = useLingui();
  const locale = useLocale();
  const amount = formatCurrency(pix.amount, locale);
  // Judged once for the code (a new code is a new PixPayment: its caller keys it by the code),
  // on this device's clock (see localDeadline).
  const [deadline] = useState(() => localDeadline(pix.createdAt, pix.expiresAt, Date.now()));
  const left = useCountdown(pix.status === 'pending' ? deadline : null);
  // Past its expiry the code is no longer payable, whatever the last read said.
  const status = pix.status === 'pending' && left === 0 ? 'expired' : pix.status;

  if (status === 'paid') {
    return (
      <Alert
        tone="positive"
        title={t`Pagamento recebido!`}
        description={t`A cobrança de ${amount} está paga.`}
      />
    );
  }
  if (status === 'expired') {
    return (
      <Alert
        tone="caution"
        title={t`Este código Pix expirou`}
        description={t`Gere um novo código para pagar ${amount}.`}
        action={
          <Button tone="secondary" onClick={onRenew} busy={renewing} busyLabel={t`Gerando…`}>
            {t`Gerar novo código`}
          </Button>
        }
      />
    );
  }
  const time = minutesAndSeconds(left);
  return (
    <Stack gap="medium">
      {/* What and until when first: on a phone the code's picture fills the rest. */}
      <Stack gap="xsmall">
        <Text>
          {t`Valor:`}{' '}
          <Text as="span" numeric="tabular">
            {amount}
          </Text>
        </Text>
        <Text tone="muted">
          {t`O código expira em`}{' '}
          <Text as="span" numeric="tabular">
            {time}
          </Text>
        </Text>
      </Stack>
      <Text>{t`Abra o app do seu banco, escolha pagar com Pix e leia o QR Code, ou copie o código.`}</Text>
      <PixQrCode code={pix.brCode} label={t`QR Code do Pix de ${amount}`} />
      <Stack gap="small">
        <Text size="small" tone="muted">
          {t`Pix copia e cola`}
        </Text>
        <Text font="mono" size="small" wrap="anywhere" selectAll>
          {pix.brCode}
        </Text>
        <CopyButton
          text={() => pix.brCode}
          labels={{ idle: t`Copiar código`, copying: t`Copiando…`, copied: t`Código copiado!` }}
        />
      </Stack>
      <Text as="p" size="small" tone="muted">
        <span role="status">{t`Aguardando o pagamento… Esta página avisa assim que ele for confirmado.`}</span>
      </Text>
    </Stack>
  );
}
