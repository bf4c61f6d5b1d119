// The company rules of spec §5: documents, registrations, address.
import { isValidCep, isValidCnpj, isValidCpf } from '@portal/domain';
import * as v from 'valibot';
import type { RuleMessageKey } from '../messages';
import { filled, rule, text, unmasked } from './base';

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
