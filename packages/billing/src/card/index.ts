// A card as the portal takes it, for checkout's payment step and the billing page's card on
// file: `@portal/billing/card`, apart from the package's root so a page that shows no card
// fields (the charges' first paint, the back-office) bundles none of it.
export {
  CARD_FIELDS,
  CARD_PARAMETERS,
  CARD_RULES,
  EMPTY_CARD,
  maskedCardNumber,
  providerExpiry,
  SECRET_CARD_FIELDS,
} from './card';
export type { CardField, CardValues } from './card';
export { CardBrandMark } from './CardBrandMark';
export { registerCardTexts, useCardTexts } from './cardTexts';
export { CardFields, useCardLabels } from './CardFields';
export type { CardFieldsProps } from './CardFields';
export { tokeniseCard } from './tokeniseCard';
export type { CardToken } from './tokeniseCard';
