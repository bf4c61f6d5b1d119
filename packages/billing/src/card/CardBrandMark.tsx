import { useLingui } from '@lingui/react/macro';
import type { CardBrand } from '@portal/rules';
import { Inline } from '@portal/ui';

// Brand names, the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = { visa: 'Visa', mastercard: 'Mastercard' };

/** The card's brand as the number's digits say (spec §5: Visa or Mastercard, else none). */
export function CardBrandMark({ brand }: { readonly brand: CardBrand | null }) {
  const { t } = useLingui();
  if (!brand) return <span>{t`Aceitamos Visa e Mastercard.`}</span>;
  const name = BRAND_NAMES[brand];
  return (
    <Inline as="span" gap="small" align="center">
      {brand === 'visa' ? <VisaLogo /> : <MastercardLogo />}
      <span>{t`Bandeira: ${name}`}</span>
    </Inline>
  );
}

function VisaLogo() {
  return (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true">
      <rect width="36" height="24" rx="4" fill="#1a1f71" />
      <text x="18" y="16" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true">
      <rect width="36" height="24" rx="4" fill="#222" />
      <circle cx="14" cy="12" r="7" fill="#eb001b" />
      <circle cx="22" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}
