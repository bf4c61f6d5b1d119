// The card rules of spec §5 (checked in the browser; card data goes to the card provider only).
import { isCardExpiryValid, isCompleteCardNumber, isValidCvv } from '@portal/domain';
import * as v from 'valibot';
import { HOLDER_NAME_CHARACTER } from '../characters';
import { filled, rule, text, unmasked } from './base';

/** 16 digits, masked or not; the digits come out. The spec checks the length only (no Luhn). */
export const cardNumber = /* @__PURE__ */ v.pipe(
  text,
  filled,
  rule(isCompleteCardNumber, 'cardNumber'),
  unmasked,
);

/** Upper case, letters with Portuguese accents and spaces only. */
export const holderName = /* @__PURE__ */ v.pipe(
  text,
  v.toUpperCase(),
  v.transform((value: string) => value.normalize('NFC')),
  filled,
  rule(
    (value) => [...value].every((character) => HOLDER_NAME_CHARACTER.test(character)),
    'holderName',
  ),
);

/**
 * 'MM/YY', not before the current month. `now` is read on every check (a function), or fixed
 * (a date, for tests).
 */
export function cardExpiry(now: Date | (() => Date) = () => new Date()) {
  const today = typeof now === 'function' ? now : () => now;
  return v.pipe(
    text,
    filled,
    rule((value) => isCardExpiryValid(value, today()), 'cardExpiry'),
  );
}

/** 3 or 4 digits ('CVV Inválido!'). */
export const cvv = /* @__PURE__ */ v.pipe(text, filled, rule(isValidCvv, 'cvv'));
