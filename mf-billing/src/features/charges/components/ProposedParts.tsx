// What the billing page shows of the calls proposed beyond the spec (issue 54, ADR 013), each
// behind its flag: one chunk, with its texts (`remote.withTexts('proposed')`), that the page
// fetches only when one of those flags is on (`../proposed.ts`). With every flag off, the page
// carries none of it. The dialogs' own code still waits for their first press.
import { useLingui } from '@lingui/react/macro';
import type { CardBrand, Subscription } from '@portal/api';
import { Button } from '@portal/ui';

export { ReceiptButton } from './ReceiptButton';

/** Its code (the QR code's drawing with it) comes with the first press of "Pagar com Pix". */
export const loadPixDialog = () => import('./PixDialog');
/** The card's fields and the provider's call come with the first press of "Alterar cartão". */
export const loadChangeCardDialog = () => import('./ChangeCardDialog');

/** "Pagar com Pix", in the banner of a slip owed (flag billing-pix). */
export function PayByPixButton({ onPress }: { readonly onPress: () => void }) {
  const { t } = useLingui();
  return <Button onClick={onPress}>{t`Pagar com Pix`}</Button>;
}

/** "Alterar cartão", under the details of a subscription paid by card (billing-card-on-file). */
export function ChangeCardButton({ onPress }: { readonly onPress: () => void }) {
  const { t } = useLingui();
  return (
    <Button tone="secondary" onClick={onPress}>
      {t`Alterar cartão`}
    </Button>
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
