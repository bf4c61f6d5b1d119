// Field predicates of spec §5 that the server side checks too.

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);

/** An e-mail whose top-level domain has `minTld` to `maxTld` letters (2–6; 2–10 in create-company). */
export function isValidEmail(value: string, { minTld = 2, maxTld = 6 } = {}): boolean {
  const pattern = new RegExp(
    `^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{${minTld},${maxTld}}$`,
  );
  return pattern.test(value.trim());
}

/**
 * Spec §5's stricter e-mail check when a user is created (the form's is `isValidEmail`): the same
 * characters, but a local part of dot-separated words (no dot first, last or doubled) of at most
 * 64 characters, domain labels that neither start nor end with a hyphen (at most 63 characters),
 * and at most 254 characters in all. Every e-mail it accepts, `isValidEmail` accepts.
 */
export function isStrictEmail(value: string, { maxTld = 6 } = {}): boolean {
  const email = value.trim();
  const match = new RegExp(
    `^([A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,${maxTld}}$`,
  ).exec(email);
  return match !== null && match[1]!.length <= 64 && email.length <= 254;
}

/** A Brazilian mobile number with area code: 11 digits once the mask is removed. */
export const isValidPhone = (value: string): boolean => /^\d{11}$/.test(value.replace(/\D/g, ''));

/** A CEP: 8 digits, with or without its mask (99999-999). */
export const isValidCep = (value: string): boolean => /^\d{5}-?\d{3}$/.test(value.trim());

/** A card number of 16 digits, spaces allowed (spec §5 checks the length only). */
export const isCompleteCardNumber = (value: string): boolean =>
  /^[\d ]+$/.test(value) && value.replace(/\D/g, '').length === 16;

/** A card security code: 3 or 4 digits. */
export const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

/** A person's or company's name: letters (with accents), spaces and, for companies, common marks. */
export const isValidPersonName = (value: string): boolean =>
  value.trim().length > 0 && /^[\p{L} ]+$/u.test(value);

/**
 * Spec §5's stricter name check when a user is created (the form's is `isValidPersonName`): a
 * person's name with at least two letters and at most 100 characters once trimmed.
 */
export const isStrictPersonName = (value: string): boolean =>
  isValidPersonName(value) &&
  value.trim().length <= 100 &&
  (value.match(/\p{L}/gu) ?? []).length >= 2;

/** Both stricter checks of a user about to be created (spec §5). */
export const isCreatableUser = ({ name, email }: { name: string; email: string }): boolean =>
  isStrictPersonName(name) && isStrictEmail(email);

export const isValidCompanyName = (value: string): boolean =>
  value.trim().length >= 2 && /^[\p{L}\p{N} .,&'/-]+$/u.test(value);

/** The back-office's temporary password: a random number of up to 6 digits. */
export const temporaryPassword = (random: () => number = Math.random): string =>
  String(Math.floor(random() * 1_000_000));
