// What the billing page shows of the calls proposed beyond the spec (issue 54, ADR 013), each
// behind its flag: one chunk, with its texts (`remote.withTexts('proposed')`), that the page
// fetches only when one of those flags is on (`../proposed.tsx`). With every flag off, the page
// carries none of it. The dialogs' own code still waits for their first press.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CardBrand, Subscription } from '@portal/api';
import { Button, TextLink, VisuallyHidden } from '@portal/ui';
import type { OwedSlip } from '../owed';
import { OwedSlipBanner } from './OwedSlipBanner';
import { ReceiptButton } from './ReceiptButton';

// Its code (the QR code's drawing with it) comes with the first press of "Pagar com Pix".
const PixDialog = lazy(() => import('./PixDialog'));
// The card's fields and the provider's call come with the first press of "Alterar cartão".
const ChangeCardDialog = lazy(() => import('./ChangeCardDialog'));

/**
 * The slips owed, each banner with "Pagar com Pix" first where its charge may be paid so (flag
 * billing-pix). The dialog of the slip being paid stays once it is paid (and its banner gone).
 */
export function OwedSlipsWithPix({ owed }: { readonly owed: readonly OwedSlip[] }) {
  const { t } = useLingui();
  const [paying, setPaying] = useState<string | null>(null);
  return (
    <>
      {owed.map((slip) => (
        <OwedSlipBanner
          key={slip.printUrl}
          slip={slip}
          action={
            slip.chargeId ? (
              <Button onClick={() => setPaying(slip.chargeId)}>{t`Pagar com Pix`}</Button>
            ) : null
          }
        />
      ))}
      {paying ? (
        <Suspense fallback={null}>
          <PixDialog chargeId={paying} open onOpenChange={(open) => !open && setPaying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** "Alterar cartão" and its dialog, for a subscription paid by card (billing-card-on-file). */
export function ChangeCard({ subscriptionId }: { readonly subscriptionId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        {t`Alterar cartão`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChangeCardDialog subscriptionId={subscriptionId} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The card on file as the details say it with billing-card-on-file: its brand and expiry where
 * the backend says them ("Cartão Visa terminado em 1111, válido até 12/2028"); `plain`, what the
 * page says without them.
 */
export function CardOnFileLabel({
  profile,
  plain,
}: {
  readonly profile: NonNullable<Subscription['paymentProfile']>;
  readonly plain: string;
}) {
  const { t } = useLingui();
  const lastFour = profile.cardNumberLastFour;
  const brand = profile.brand ? BRAND_NAMES[profile.brand] : null;
  const month = String(profile.expirationMonth ?? '').padStart(2, '0');
  const expiry =
    profile.expirationMonth && profile.expirationYear ? `${month}/${profile.expirationYear}` : null;
  let card = brand && lastFour ? t`Cartão ${brand} terminado em ${lastFour}` : plain;
  if (expiry) card = t`${card}, válido até ${expiry}`;
  return card;
}

/**
 * A paid charge's documents (billing-documents): its receipt, a PDF made in the page (where the
 * backend names the charge), and its NFS-e on the city hall's site, a new tab (where one was
 * issued). `when`: the charge's date, so each row's controls have names of their own.
 */
export function ChargeDocuments({
  chargeId,
  nfse,
  when,
}: {
  readonly chargeId: string | null;
  readonly nfse: { readonly number: string; readonly url: string } | null;
  readonly when: string;
}) {
  const { t } = useLingui();
  const number = nfse?.number;
  return (
    <>
      {chargeId ? <ReceiptButton chargeId={chargeId} when={when} /> : null}
      {nfse ? (
        <TextLink href={nfse.url} newTab>
          {t`NFS-e`}
          <VisuallyHidden> {t`nº ${number} de ${when} (abre em uma nova aba)`}</VisuallyHidden>
        </TextLink>
      ) : null}
    </>
  );
}
