// The account rules of spec §5: sign-in, sign-up, profile, users.
import {
  isStrongPassword,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  USER_ROLES,
} from '@portal/domain';
import * as v from 'valibot';
import type { RuleMessageKey } from '../messages';
import { backofficeRequired, dropdown, filled, REQUIRED, rule, text, unmasked } from './base';

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

/**
 * A person the back-office names (a new client's CO and CEO): the back-office's required text
 * first, more than 3 characters ('Este campo é obrigatório'), then a person's name ('Nome inválido').
 */
export const backofficePersonName = /* @__PURE__ */ v.pipe(
  backofficeRequired,
  rule(isValidPersonName, 'name'),
);
/** A role chosen in a Select: nothing chosen is 'Selecione uma opção'. */
export const userRoleChoice = /* @__PURE__ */ v.pipe(dropdown, v.picklist(USER_ROLES, 'dropdown'));

/**
 * A company user's name, e-mail and role (spec §5, §6): the same rules wherever a user is added or
 * edited. In the back-office (`variant`), its own texts: a name of more than 3 characters first
 * ('Este campo é obrigatório'), and 'O e-mail deve ser válido'.
 */
export function companyUserSchema({
  variant = 'default',
}: { variant?: 'default' | 'backoffice' } = {}) {
  return v.object({
    name: variant === 'backoffice' ? backofficePersonName : officerName,
    email: email({ variant }),
    role: userRoleChoice,
  });
}
