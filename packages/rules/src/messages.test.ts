import { setupI18n, type MessageDescriptor } from '@lingui/core';
import {
  isRuleMessageKey,
  ruleMessage,
  RULE_MESSAGE_KEYS,
  type FixedRuleMessageKey,
  type RuleMessageKey,
} from './messages';
import { loadRulesMessages } from './messages-loader';

async function inLocale(locale: 'pt-BR' | 'es') {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadRulesMessages(locale) } });
  // Only the id: a text missing from the compiled catalog shows as its id, not as the source.
  return (descriptor: MessageDescriptor) =>
    i18n._({ id: descriptor.id, ...(descriptor.values ? { values: descriptor.values } : {}) });
}

// The sentences of spec §5, word for word where the spec gives them.
const PT: Readonly<Record<FixedRuleMessageKey, string>> = {
  required: 'Campo obrigatório!',
  stepIncomplete: 'Preencha todos os campos para avançar!',
  password:
    'Sua senha deve conter no mínimo oito caracteres, uma letra maiúscula, uma letra minúscula e um número',
  confirmation: 'Os valores precisam ser iguais',
  confirmationRecovery: 'As senhas devem ser iguais',
  email: 'Por favor, insira um e-mail válido.',
  emailBackoffice: 'O e-mail deve ser válido',
  phone: 'Telefone inválido',
  name: 'Nome inválido',
  cnpj: 'Digite um CNPJ válido!',
  cnpjBackoffice: 'Por favor, insira um CNPJ válido',
  holderTaxId: 'Digite um CPF ou CNPJ válido!',
  registration: 'A inscrição deve ter no máximo 20 caracteres',
  cep: 'CEP inválido!',
  cardNumber: 'Número de cartão inválido!',
  cardExpiry: 'Data de validade inválida!',
  cvv: 'CVV Inválido!',
  holderName: 'Nome do titular inválido!',
  couponCode: 'O cupom deve ter mais de 3 caracteres',
  billingEmailSame: 'Use um e-mail diferente do atual',
  billingEmailInvalid: 'Use um e-mail válido',
  backofficeRequired: 'Este campo é obrigatório',
  dropdown: 'Selecione uma opção',
  paymentMethod: 'Selecione uma forma de pagamento',
  numeric: 'Digite apenas números',
  imageTooLarge: 'A imagem deve ter no máximo 1 MB',
  imageType: 'Use uma imagem JPG, JPEG, PNG ou WEBP',
};

describe('rule messages', () => {
  it.each(RULE_MESSAGE_KEYS)(
    '%s reads as the spec says in Portuguese, and in Spanish',
    async (key) => {
      const pt = (await inLocale('pt-BR'))(ruleMessage(key));
      const es = (await inLocale('es'))(ruleMessage(key));
      expect(pt).toBe(PT[key]);
      expect(es).not.toBe(pt);
      expect(es).not.toBe(ruleMessage(key).id);
    },
  );

  it('gives every key its own text', () => {
    const ids = RULE_MESSAGE_KEYS.map((key) => ruleMessage(key).id);
    expect(new Set(ids).size).toBe(RULE_MESSAGE_KEYS.length);
  });

  it.each<[RuleMessageKey, string, string]>([
    ['minLength:3', 'Digite no mínimo 3 caracteres', 'Ingrese como mínimo 3 caracteres'],
    ['minLength:1', 'Digite no mínimo 1 caractere', 'Ingrese como mínimo 1 carácter'],
    ['maxLength:20', 'Digite no máximo 20 caracteres', 'Ingrese como máximo 20 caracteres'],
  ])('%s carries its count', async (key, pt, es) => {
    expect((await inLocale('pt-BR'))(ruleMessage(key))).toBe(pt);
    expect((await inLocale('es'))(ruleMessage(key))).toBe(es);
  });

  it('knows its keys', () => {
    expect(isRuleMessageKey('required')).toBe(true);
    expect(isRuleMessageKey('maxLength:60')).toBe(true);
    expect(isRuleMessageKey('maxLength:')).toBe(false);
    expect(isRuleMessageKey('toString')).toBe(false);
    expect(isRuleMessageKey('Invalid type: Expected string but received undefined')).toBe(false);
    expect(isRuleMessageKey(undefined)).toBe(false);
  });
});
