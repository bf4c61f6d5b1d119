// Input masks of spec §5: pure functions from what the user typed to what the field shows. The
// design system's TextField calls one on every change; `unmask` gives back what is sent.
// A pattern's '9' takes a digit, 'A' a digit or an upper-case letter; anything else is a
// separator, shown only once a character follows it (so deleting never sticks on a separator).

import { HOLDER_NAME_CHARACTER } from './characters';

const PHONE = '99 9 9999-9999';
const CPF = '999.999.999-99';
const CNPJ = 'AA.AAA.AAA/AAAA-99';
const CEP = '99999-999';
const CARD_NUMBER = '9999 9999 9999 9999';
const EXPIRY = '99/99';
const CVV = '9999';

const isSlot = (character: string) => character === '9' || character === 'A';
const slotCount = (pattern: string) => [...pattern].filter(isSlot).length;

/** Keeps the characters each slot of `pattern` accepts, in order, until the slots run out. */
function fill(value: string, pattern: string): string {
  const slots = [...pattern].filter(isSlot);
  let kept = '';
  for (const character of value.toUpperCase()) {
    const slot = slots[kept.length];
    if (slot === undefined) break;
    if (slot === '9' ? /\d/.test(character) : /[0-9A-Z]/.test(character)) kept += character;
  }
  return kept;
}

/** Lays `characters` (already accepted by `fill`) into `pattern`'s slots. */
function lay(characters: string, pattern: string): string {
  let shown = '';
  let next = 0;
  for (const part of pattern) {
    if (next >= characters.length) break;
    if (isSlot(part)) {
      shown += characters[next];
      next += 1;
    } else {
      shown += part;
    }
  }
  return shown;
}

const masked = (pattern: string) => (value: string) => lay(fill(value, pattern), pattern);

// What the rules read of a masked value live apart (`characters.ts`): a page that checks a field
// but masks none bundles none of the masks.
export { HOLDER_NAME_CHARACTER, unmask } from './characters';

/** '99 9 9999-9999': a mobile number with area code. */
export const maskPhone = masked(PHONE);

/** '999.999.999-99'. */
export const maskCpf = masked(CPF);

/**
 * 'AA.AAA.AAA/AAAA-99': the numeric and the alphanumeric CNPJ (Receita Federal, July 2026).
 * Letters only in the first 12 positions, upper-cased; the two check digits are digits.
 */
export const maskCnpj = masked(CNPJ);

/** '99999-999'. */
export const maskCep = masked(CEP);

/** '9999 9999 9999 9999'. */
export const maskCardNumber = masked(CARD_NUMBER);

/** 'MM/YY'. */
export const maskExpiry = masked(EXPIRY);

/** The card's security code: 3 or 4 digits, nothing else. */
export const maskCvv = masked(CVV);

/**
 * The card holder's CPF or CNPJ: shown as a CPF while it has up to 11 digits, as a CNPJ beyond
 * (or as soon as a letter shows it can only be an alphanumeric CNPJ); 18 characters at most.
 */
export function maskHolderTaxId(value: string): string {
  const characters = fill(value, CNPJ);
  return characters.length <= slotCount(CPF) && /^\d*$/.test(characters)
    ? maskCpf(characters)
    : lay(characters, CNPJ);
}

/**
 * Forced upper case; a character that is not allowed is removed as it is typed (spec: the
 * disallowed last character is stripped), and so is one that comes in a paste.
 */
export const maskHolderName = (value: string): string =>
  [...value.toUpperCase().normalize('NFC')]
    .filter((character) => HOLDER_NAME_CHARACTER.test(character))
    .join('');

/** Forced upper case. */
export const maskCouponCode = (value: string): string => value.toUpperCase();

/** The `autocomplete` tokens a masked field may fill from (WHATWG autofill field names). */
export type MaskAutoComplete =
  'tel-national' | 'postal-code' | 'cc-name' | 'cc-number' | 'cc-exp' | 'cc-csc';

/** What a phone should offer for one mask: its keyboard, what it may autofill, its capitals. */
export interface MaskInput {
  /** `numeric` and `tel` bring up a keypad; `text` the full keyboard (letters are allowed). */
  readonly inputMode: 'numeric' | 'tel' | 'text';
  /** Left out where no autofill field matches (a CPF, a CNPJ, a coupon). */
  readonly autoComplete?: MaskAutoComplete;
  /** `characters`: the keyboard starts in capitals where the mask upper-cases anyway. */
  readonly autoCapitalize?: 'characters';
}

/** A mask of spec §5 as the kit's TextField takes it: what it makes of the text, and its keyboard. */
export interface Mask extends MaskInput {
  /** From what the user typed to what the field shows. */
  readonly apply: (value: string) => string;
}

// The keyboard and autofill of each mask (issue 28, item 4) come with it, so every field with a
// mask gets them and no form can forget them. The phone is `tel-national`: the mask keeps digits
// only, so a `tel` autofill with its +55 would be read as the area code. The CNPJ is
// alphanumeric (letters allowed since July 2026), so it keeps the full keyboard, as does the card
// holder's tax id, which may be one. One export a mask, not a table: a page carries the masks
// its fields use, and the login, with none, carries none.

export const phoneMask: Mask = { apply: maskPhone, inputMode: 'tel', autoComplete: 'tel-national' };
export const cpfMask: Mask = { apply: maskCpf, inputMode: 'numeric' };
export const cnpjMask: Mask = { apply: maskCnpj, inputMode: 'text', autoCapitalize: 'characters' };
export const holderTaxIdMask: Mask = {
  apply: maskHolderTaxId,
  inputMode: 'text',
  autoCapitalize: 'characters',
};
export const cepMask: Mask = { apply: maskCep, inputMode: 'numeric', autoComplete: 'postal-code' };
export const cardNumberMask: Mask = {
  apply: maskCardNumber,
  inputMode: 'numeric',
  autoComplete: 'cc-number',
};
export const expiryMask: Mask = { apply: maskExpiry, inputMode: 'numeric', autoComplete: 'cc-exp' };
export const cvvMask: Mask = { apply: maskCvv, inputMode: 'numeric', autoComplete: 'cc-csc' };
export const holderNameMask: Mask = {
  apply: maskHolderName,
  inputMode: 'text',
  autoComplete: 'cc-name',
  autoCapitalize: 'characters',
};
export const couponCodeMask: Mask = {
  apply: maskCouponCode,
  inputMode: 'text',
  autoCapitalize: 'characters',
};

/**
 * Every mask by name, for stories, tests and tools that go through them all. A page imports the
 * masks its fields use, one by one: taking this table would carry them all.
 */
export const MASKS_BY_NAME = {
  phone: phoneMask,
  cpf: cpfMask,
  cnpj: cnpjMask,
  holderTaxId: holderTaxIdMask,
  cep: cepMask,
  cardNumber: cardNumberMask,
  expiry: expiryMask,
  cvv: cvvMask,
  holderName: holderNameMask,
  couponCode: couponCodeMask,
} as const satisfies Record<string, Mask>;
