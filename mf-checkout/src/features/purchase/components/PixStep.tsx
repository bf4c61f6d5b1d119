import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PixCharge } from '@portal/api';
import { PixPayment, pixErrorMessage, usePixCharge } from '@portal/billing/pix';
import { Alert, Button, Stack, StepHeading, Text } from '@portal/ui';
import { useChargePix } from '../api/pix';
import { STEP_HEADING_ID } from './StepForm';

export interface PixStepProps {
  readonly title: string;
  /** The Pix the purchase answered (its first charge's, ADR 013). */
  readonly issued: PixCharge;
  /** The bank confirmed it: the purchase goes on as a card's that succeeded. */
  readonly onPaid: (pix: PixCharge) => void;
}

/**
 * Paying a purchase by Pix (issue 54, flag checkout-pix): once bought, the checkout shows the
 * first charge's Pix (QR code, copy-and-paste code, amount, countdown: `PixPayment` of
 * `@portal/billing/pix`) and reads it every 2 s until the bank confirms it; then the purchase is
 * done. An expired code offers a new one (billing's call for a charge's Pix); a failure to make it
 * says why, with a retry. Leaving the page stops the reads. Its code loads with it (lazy).
 */
export default function PixStep({ title, issued, onPaid }: PixStepProps) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState(issued);
  const renew = useChargePix();
  const pix = usePixCharge(shown) ?? shown;
  const renewCode = () => renew.mutate(shown.chargeId, { onSuccess: setShown });

  // Told once, when the bank's confirmation is read.
  const told = useRef(false);
  const paid = pix.status === 'paid';
  useEffect(() => {
    if (!paid || told.current) return;
    told.current = true;
    onPaid(pix);
  }, [paid, pix, onPaid]);

  // The step takes the focus as it comes, as a step change does.
  useEffect(() => document.getElementById(STEP_HEADING_ID)?.focus(), []);

  return (
    <section aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="large">
        <StepHeading id={STEP_HEADING_ID} title={title} />
        {paid ? null : (
          <Text>{t`Sua compra foi registrada. O plano começa assim que o pagamento do Pix for confirmado.`}</Text>
        )}
        {renew.isError ? (
          <Alert
            tone="critical"
            title={i18n._(pixErrorMessage(renew.error))}
            action={
              <Button tone="secondary" onClick={renewCode}>
                {t`Tentar novamente`}
              </Button>
            }
          />
        ) : null}
        <PixPayment key={pix.pixId} pix={pix} onRenew={renewCode} renewing={renew.isPending} />
      </Stack>
    </section>
  );
}
