// Brazilian tax ids and cards: check digits and brands (spec §5).

/** Character value for the CNPJ check digits: ASCII − 48 (digits 0–9, letters A=17 …). */
const cnpjValue = (character: string) => character.charCodeAt(0) - 48;

function cnpjCheckDigit(base: string): number {
  let weight = 2;
  let sum = 0;
  for (let index = base.length - 1; index >= 0; index -= 1) {
    sum += cnpjValue(base[index]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 characters of a CNPJ without its mask, upper-cased. */
export const cnpjCharacters = (value: string): string =>
  value.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * A valid CNPJ, numeric or alphanumeric (Receita Federal, July 2026): 12 characters 0–9/A–Z,
 * then two numeric check digits; never all the same character.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = cnpjCharacters(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj.slice(0, 12));
  const second = cnpjCheckDigit(cnpj.slice(0, 12) + String(first));
  return cnpj.endsWith(`${first}${second}`);
}

/** Completes 12 base characters with their check digits. */
export function withCnpjCheckDigits(base: string): string {
  const first = cnpjCheckDigit(base);
  return `${base}${first}${cnpjCheckDigit(base + String(first))}`;
}

/** A valid CPF: 11 digits, check digits right, not all equal. */
export function isValidCpf(value: string): boolean {
  const cpf = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) {
      sum += Number(cpf[index]) * (length + 1 - index);
    }
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard';

/**
 * Spec §5: Visa starts with 4 then 12 or 15 more digits; Mastercard 51–55 or 2221–2720 with
 * 16 digits; anything else has no brand.
 */
export function cardBrand(value: string): CardBrand | null {
  const digits = value.replace(/\D/g, '');
  if (/^4(\d{12}|\d{15})$/.test(digits)) return 'visa';
  if (digits.length === 16) {
    const two = Number(digits.slice(0, 2));
    const four = Number(digits.slice(0, 4));
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  }
  return null;
}

/** An MM/YY expiry that is not before `now`'s month. */
export function isCardExpiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}
