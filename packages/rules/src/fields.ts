// The field rules of spec §5 as valibot schemas: a string in (what the field holds, masked or
// not), the value to send out (trimmed, unmasked, upper-cased where the spec says so). Every
// issue's message is a RuleMessageKey; the predicates themselves live in @portal/domain, which
// the sandbox checks with too, so each rule is written once.
import {
  couponProblem,
  isAllowedImage,
  isCardExpiryValid,
  isCompleteCardNumber,
  isStrongPassword,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCvv,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  normalizeCouponCode,
  type ImageFile,
} from '@portal/domain';
import * as v from 'valibot';
import { HOLDER_NAME_CHARACTER, unmask } from './masks';
import type { RuleMessageKey } from './messages';

/** A check whose message can only be a rule key. */
const rule = (requirement: (input: string) => boolean, key: RuleMessageKey) =>
  v.check<string, RuleMessageKey>(requirement, key);

const REQUIRED: RuleMessageKey = 'required';

/** A trimmed string; a missing value (undefined, null) is 'required'. */
const text = /* @__PURE__ */ v.pipe(v.string(REQUIRED), v.trim());

/** Not empty once trimmed. */
const filled = /* @__PURE__ */ v.nonEmpty<string, RuleMessageKey>(REQUIRED);

/** The value unmasked: letters and digits only, upper-cased. */
const unmasked = /* @__PURE__ */ v.transform((value: string) => unmask(value).toUpperCase());

// ——— Generic rules ———

/** Empty (or only spaces): 'Campo obrigatório!'. The value comes out trimmed. */
export const required = /* @__PURE__ */ v.pipe(text, filled);

/** The back-office's required text: more than 3 characters ('Este campo é obrigatório'). */
export const backofficeRequired = /* @__PURE__ */ v.pipe(
  v.string<RuleMessageKey>('backofficeRequired'),
  v.trim(),
  rule((value) => value.length > 3, 'backofficeRequired'),
);

/** A select: nothing chosen, or the placeholder option '0', is 'Selecione uma opção'. */
export const dropdown = /* @__PURE__ */ v.pipe(
  v.string<RuleMessageKey>('dropdown'),
  rule((value) => value !== '' && value !== '0', 'dropdown'),
);

/** Digits only. */
export const numeric = /* @__PURE__ */ v.pipe(
  text,
  filled,
  rule((value) => /^\d+$/.test(value), 'numeric'),
);

/** At least `count` characters, to add to a pipe: `v.pipe(required, minLength(3))`. */
export const minLength = (count: number) =>
  v.minLength<string, number, RuleMessageKey>(count, `minLength:${count}`);

/** At most `count` characters, to add to a pipe: `v.pipe(required, maxLength(60))`. */
export const maxLength = (count: number) =>
  v.maxLength<string, number, RuleMessageKey>(count, `maxLength:${count}`);

/**
 * An incomplete step of a wizard: 'Preencha todos os campos para avançar!' when any of
 * `requiredKeys` is empty (undefined, null, blank text, false, an empty list).
 */
export function stepComplete<TValues extends Record<string, unknown>>(
  values: TValues,
  requiredKeys: readonly (keyof TValues)[],
): RuleMessageKey | undefined {
  const isEmpty = (value: unknown) =>
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return requiredKeys.some((key) => isEmpty(values[key])) ? 'stepIncomplete' : undefined;
}

// ——— Account ———

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. Not trimmed. */
export const password = /* @__PURE__ */ v.pipe(
  v.string(REQUIRED),
  v.nonEmpty<string, RuleMessageKey>(REQUIRED),
  rule(isStrongPassword, 'password'),
);

/** The same rule, but an empty (or missing) value passes: "keep the current password". */
export const optionalPassword = /* @__PURE__ */ v.pipe(
  v.optional(v.string(REQUIRED), ''),
  rule((value) => value === '' || isStrongPassword(value), 'password'),
);

/**
 * A form-level rule: `field` must equal `otherField` ('Os valores precisam ser iguais'; on
 * password recovery 'As senhas devem ser iguais'). The issue goes to `field`. It runs as soon as
 * both fields are valid, even while other fields of the form are not.
 *
 *   v.pipe(v.object({ password, repeat: required }), confirmation('repeat', 'password'))
 */
export function confirmation<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  otherField: keyof TInput & string,
  variant: 'default' | 'recovery' = 'default',
): v.BaseValidation<TInput, TInput, v.PartialCheckIssue<Record<string, unknown>>> {
  const key: RuleMessageKey = variant === 'recovery' ? 'confirmationRecovery' : 'confirmation';
  const equal = v.partialCheck<
    Record<string, unknown>,
    [[string], [string]],
    Record<string, unknown>,
    RuleMessageKey
  >([[field], [otherField]], (input) => input[field] === input[otherField], key);
  // valibot cannot relate the generic TInput to its deep-pick types; the paths are typed above.
  return v.forward(equal, [field]) as unknown as v.BaseValidation<
    TInput,
    TInput,
    v.PartialCheckIssue<Record<string, unknown>>
  >;
}

type PasswordChange = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly repeatPassword: string;
};

const PASSWORD_CHANGE_FIELDS: [['currentPassword'], ['newPassword'], ['repeatPassword']] = [
  ['currentPassword'],
  ['newPassword'],
  ['repeatPassword'],
];

/** A form-level check of the password change, reported on `field`. */
const passwordChangeCheck = (
  field: keyof PasswordChange,
  holds: (input: PasswordChange) => boolean,
  key: RuleMessageKey,
) =>
  v.forward(
    v.partialCheck<PasswordChange, typeof PASSWORD_CHANGE_FIELDS, PasswordChange, RuleMessageKey>(
      PASSWORD_CHANGE_FIELDS,
      (input) =>
        (input.currentPassword === '' && input.newPassword === '' && input.repeatPassword === '') ||
        holds(input as PasswordChange),
      key,
    ),
    [field],
  );

/**
 * The profile's password change: all three empty keeps the password; once one is typed, the
 * current one is required, the new one follows the password rule and the repeat must equal it
 * ('Os valores precisam ser iguais').
 */
export const passwordChange = /* @__PURE__ */ v.pipe(
  v.object({
    currentPassword: v.string(REQUIRED),
    newPassword: v.string(REQUIRED),
    repeatPassword: v.string(REQUIRED),
  }),
  passwordChangeCheck('currentPassword', (input) => input.currentPassword !== '', REQUIRED),
  passwordChangeCheck('newPassword', (input) => input.newPassword !== '', REQUIRED),
  passwordChangeCheck(
    'newPassword',
    (input) => input.newPassword === '' || isStrongPassword(input.newPassword),
    'password',
  ),
  passwordChangeCheck('repeatPassword', (input) => input.repeatPassword !== '', REQUIRED),
  passwordChangeCheck(
    'repeatPassword',
    (input) => input.repeatPassword === '' || input.repeatPassword === input.newPassword,
    'confirmation',
  ),
);

/**
 * An e-mail whose top-level domain has 2 to `maxTld` letters (6; 10 in create-company).
 * 'Por favor, insira um e-mail válido.'; in the back-office 'O e-mail deve ser válido'.
 */
export function email({
  maxTld = 6,
  variant = 'default',
}: { maxTld?: 6 | 10; variant?: 'default' | 'backoffice' } = {}) {
  return v.pipe(
    text,
    filled,
    rule(
      (value) => isValidEmail(value, { maxTld }),
      variant === 'backoffice' ? 'emailBackoffice' : 'email',
    ),
  );
}

/** '99 9 9999-9999' or bare digits; 11 digits come out ('Telefone inválido'). */
export const phone = /* @__PURE__ */ v.pipe(
  text,
  filled,
  rule((value) => /^[\d\s()-]+$/.test(value) && isValidPhone(value), 'phone'),
  unmasked,
);

/** A person's name: letters (with accents) and spaces ('Nome inválido'). */
export const personName = /* @__PURE__ */ v.pipe(text, filled, rule(isValidPersonName, 'name'));

/** A compliance officer's or CEO's name: the same rule as any person's name (spec §5). */
export const officerName = personName;

// ——— Company ———

const CNPJ_SHAPE =
  /^(?:[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}|[0-9A-Z]{12}\d{2})$/;
const CPF_SHAPE = /^(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;

const isCnpj = (value: string) => CNPJ_SHAPE.test(value) && isValidCnpj(value);
const isCpf = (value: string) => CPF_SHAPE.test(value) && isValidCpf(value);

/**
 * A CNPJ, numeric or alphanumeric: masked (18 characters) or bare (14), check digits right, not
 * all the same character. The 14 characters come out, upper-cased. 'Digite um CNPJ válido!';
 * in the back-office 'Por favor, insira um CNPJ válido'.
 */
export function cnpj({ variant = 'default' }: { variant?: 'default' | 'backoffice' } = {}) {
  return v.pipe(
    text,
    v.toUpperCase(),
    filled,
    rule(isCnpj, variant === 'backoffice' ? 'cnpjBackoffice' : 'cnpj'),
    unmasked,
  );
}

/**
 * The card holder's tax id: a CPF (14 characters masked) or a CNPJ (18), each with its check
 * digits. Anything shorter than a complete CPF, or between the two, is 'Digite um CPF ou CNPJ
 * válido!'. The 11 or 14 characters come out.
 */
export const holderTaxId = /* @__PURE__ */ v.pipe(
  text,
  v.toUpperCase(),
  filled,
  rule((value) => isCpf(value) || isCnpj(value), 'holderTaxId'),
  unmasked,
);

/**
 * State or municipal registration: at most 20 characters. Empty passes (the state registration is
 * optional); pipe `required` first where it must be filled: `v.pipe(required, registration)`.
 */
export const registration = /* @__PURE__ */ v.pipe(
  text,
  v.maxLength<string, 20, RuleMessageKey>(20, 'registration'),
);

/** '99999-999' or 8 bare digits; the 8 digits come out ('CEP inválido!'). */
export const cep = /* @__PURE__ */ v.pipe(text, filled, rule(isValidCep, 'cep'), unmasked);

// ——— Card ———

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

// ——— Checkout, billing, back-office ———

// The domain states the coupon-code rule inside couponProblem, as its first check.
const isCouponCodeLongEnough = (code: string) =>
  couponProblem({ couponCode: code, validOnPlans: [], discount: [] }) !== 'code';

/** A coupon code: more than 3 characters; it comes out trimmed and upper-cased. */
export const couponCode = /* @__PURE__ */ v.pipe(
  text,
  v.transform(normalizeCouponCode),
  filled,
  rule(isCouponCodeLongEnough, 'couponCode'),
);

/**
 * The new billing e-mail: the current one again is 'Use um e-mail diferente do atual', an
 * invalid one 'Use um e-mail válido'.
 */
export function billingEmail(current: string) {
  const same = current.trim().toLowerCase();
  return v.pipe(
    text,
    filled,
    rule((value) => value.toLowerCase() !== same, 'billingEmailSame'),
    rule((value) => isValidEmail(value), 'billingEmailInvalid'),
  );
}

const isImageFile = (value: unknown): value is ImageFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImageFile).size === 'number' &&
  typeof (value as ImageFile).type === 'string' &&
  typeof (value as ImageFile).name === 'string';

/**
 * An avatar or a logo (a File): JPG, JPEG, PNG or WEBP ('Use uma imagem JPG, JPEG, PNG ou
 * WEBP'), at most 1 MiB ('A imagem deve ter no máximo 1 MB'). The domain's isAllowedImage
 * decides, the type first; nothing chosen is 'required'.
 */
export const imageFile = /* @__PURE__ */ v.pipe(
  v.custom<ImageFile, RuleMessageKey>(isImageFile, REQUIRED),
  v.rawCheck<ImageFile>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const verdict = isAllowedImage(dataset.value);
    if (verdict === 'ok') return;
    const key: RuleMessageKey = verdict === 'too-large' ? 'imageTooLarge' : 'imageType';
    addIssue({ message: key });
  }),
);
