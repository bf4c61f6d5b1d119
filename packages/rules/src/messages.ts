// The texts of spec §5. A schema's issue carries only a key (a plain string, so a rule can be
// checked where no i18n instance exists: the sandbox, a test, a server); the form turns the key
// into the text of the active locale when it renders: `i18n._(ruleMessage(key))`.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { getDotPath, type BaseIssue } from 'valibot';

const MESSAGES = {
  required: msg`Campo obrigatório!`,
  stepIncomplete: msg`Preencha todos os campos para avançar!`,
  password: msg`Sua senha deve conter no mínimo oito caracteres, uma letra maiúscula, uma letra minúscula e um número`,
  confirmation: msg`Os valores precisam ser iguais`,
  confirmationRecovery: msg`As senhas devem ser iguais`,
  email: msg`Por favor, insira um e-mail válido.`,
  emailBackoffice: msg`O e-mail deve ser válido`,
  phone: msg`Telefone inválido`,
  name: msg`Nome inválido`,
  cnpj: msg`Digite um CNPJ válido!`,
  cnpjBackoffice: msg`Por favor, insira um CNPJ válido`,
  holderTaxId: msg`Digite um CPF ou CNPJ válido!`,
  registration: msg`A inscrição deve ter no máximo 20 caracteres`,
  cep: msg`CEP inválido!`,
  cardNumber: msg`Número de cartão inválido!`,
  cardExpiry: msg`Data de validade inválida!`,
  cvv: msg`CVV Inválido!`,
  holderName: msg`Nome do titular inválido!`,
  couponCode: msg`O cupom deve ter mais de 3 caracteres`,
  billingEmailSame: msg`Use um e-mail diferente do atual`,
  billingEmailInvalid: msg`Use um e-mail válido`,
  backofficeRequired: msg`Este campo é obrigatório`,
  dropdown: msg`Selecione uma opção`,
  paymentMethod: msg`Selecione uma forma de pagamento`,
  numeric: msg`Digite apenas números`,
  imageTooLarge: msg`A imagem deve ter no máximo 1 MB`,
  imageType: msg`Use uma imagem JPG, JPEG, PNG ou WEBP`,
} as const satisfies Record<string, MessageDescriptor>;

/** A rule's message without a parameter. */
export type FixedRuleMessageKey = keyof typeof MESSAGES;

/**
 * What a rule's issue carries as its message. The length rules carry their count in the key
 * (`'minLength:3'`), so the key alone is enough to render the text.
 */
export type RuleMessageKey = FixedRuleMessageKey | `minLength:${number}` | `maxLength:${number}`;

/** Every key without a parameter, in the order of spec §5. */
export const RULE_MESSAGE_KEYS = Object.keys(MESSAGES) as readonly FixedRuleMessageKey[];

const LENGTH_KEY = /^(minLength|maxLength):(\d+)$/;

export function isRuleMessageKey(value: unknown): value is RuleMessageKey {
  return typeof value === 'string' && (Object.hasOwn(MESSAGES, value) || LENGTH_KEY.test(value));
}

/** The text of a key, to translate at render time: `i18n._(ruleMessage(key))`. */
export function ruleMessage(key: RuleMessageKey): MessageDescriptor {
  const length = LENGTH_KEY.exec(key);
  if (!length) return MESSAGES[key as FixedRuleMessageKey];
  const count = Number(length[2]);
  return length[1] === 'minLength'
    ? msg`Digite no mínimo ${plural(count, { one: '# caractere', other: '# caracteres' })}`
    : msg`Digite no máximo ${plural(count, { one: '# caractere', other: '# caracteres' })}`;
}

/**
 * The first issue of each field, by dot path (`''` for an issue of the whole value). An issue
 * whose message is not a rule key (a schema built without one) reads as 'required': the field
 * did not even have the expected type, which a form shows as a missing value.
 */
export function fieldErrors(
  issues: readonly BaseIssue<unknown>[] | undefined,
): Partial<Record<string, RuleMessageKey>> {
  const errors: Partial<Record<string, RuleMessageKey>> = {};
  for (const issue of issues ?? []) {
    const path = getDotPath(issue) ?? '';
    if (errors[path] === undefined) {
      errors[path] = isRuleMessageKey(issue.message) ? issue.message : 'required';
    }
  }
  return errors;
}
