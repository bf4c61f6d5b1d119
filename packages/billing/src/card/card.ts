// A card as the portal takes it (spec §4 Payment, §5 rules, §7 cardToken): its five fields, their
// rules, and how the card provider names them. Checkout's payment step and the billing page's
// "Alterar cartão" take a card the same way, so both are these.
import { cardExpiry, cardNumber, cvv, holderName, holderTaxId } from '@portal/rules';

/** The rules of a card's five fields, for a form's valibot schema (`v.object(CARD_RULES)`). */
export const CARD_RULES = {
  holderName,
  cardNumber,
  holderTaxId,
  expiry: cardExpiry(),
  cvv,
};

/** A card's fields as typed (a type, not an interface: a form's values are a string record). */
export type CardValues = {
  readonly holderName: string;
  readonly cardNumber: string;
  readonly holderTaxId: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly cvv: string;
};

export const EMPTY_CARD: CardValues = {
  holderName: '',
  cardNumber: '',
  holderTaxId: '',
  expiry: '',
  cvv: '',
};

/** A card's fields, in the order they are shown. */
export const CARD_FIELDS = ['holderName', 'cardNumber', 'holderTaxId', 'expiry', 'cvv'] as const;

export type CardField = (typeof CARD_FIELDS)[number];

/** The card fields never written anywhere: they live in memory until the card is tokenised. */
export const SECRET_CARD_FIELDS = ['cardNumber', 'cvv'] as const;

/** The card provider's 422 parameters (spec §7) → the card's fields. */
export const CARD_PARAMETERS: Readonly<Record<string, CardField>> = {
  holder_name: 'holderName',
  card_number: 'cardNumber',
  registry_code: 'holderTaxId',
  card_expiration: 'expiry',
  card_cvv: 'cvv',
};

/** 'MM/YY' as the card provider wants it: 'MM/YYYY' (spec §7). */
export const providerExpiry = (expiry: string): string =>
  expiry.replace(/^(\d{2})\/(\d{2})$/, '$1/20$2');

/** What a summary shows of a card: its last four digits only. */
export const maskedCardNumber = (cardNumberValue: string): string =>
  `•••• •••• •••• ${cardNumberValue.replace(/\D/g, '').slice(-4)}`;
