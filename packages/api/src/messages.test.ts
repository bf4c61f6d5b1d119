import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { ApiError, type ApiErrorInit } from './client/errors';
import { MESSAGE_CODES } from './contract';
import { codeMessage, errorMessage, fieldRefusals, roleQuotaRefusal } from './messages';
import { loadApiMessages } from './messages-loader';

async function inLocale(locale: 'pt-BR' | 'es') {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadApiMessages(locale) } });
  // Only the id: a text missing from the compiled catalog shows as its id, not as the source.
  return (descriptor: MessageDescriptor) =>
    i18n._({ id: descriptor.id, ...(descriptor.values ? { values: descriptor.values } : {}) });
}

const texts = async (error: unknown) => ({
  pt: (await inLocale('pt-BR'))(errorMessage(error)),
  es: (await inLocale('es'))(errorMessage(error)),
});

describe('errorMessage', () => {
  it.each(MESSAGE_CODES)('%s has its own text in Portuguese and in Spanish', async (code) => {
    const descriptor = errorMessage(new ApiError({ code }));
    const generic = errorMessage(new ApiError({ code: 'unknown' }));
    const { pt, es } = await texts(new ApiError({ code }));
    expect(pt).not.toBe(descriptor.id);
    expect(es).not.toBe(descriptor.id);
    expect(es).not.toBe(pt);
    expect(descriptor.id).not.toBe(generic.id);
  });

  it('gives every code a different text', () => {
    const ids = MESSAGE_CODES.map((code) => codeMessage(code).id);
    expect(new Set(ids).size).toBe(MESSAGE_CODES.length);
  });

  it('gives the generic text to an unknown code and to anything that is not an ApiError', async () => {
    const generic = {
      pt: 'Algo deu errado. Tente novamente ou fale com o suporte.',
      es: 'Algo salió mal. Inténtelo de nuevo o comuníquese con el soporte.',
    };
    expect(await texts(new ApiError({ code: 'unknown', status: 500 }))).toEqual(generic);
    expect(await texts(new Error('boom'))).toEqual(generic);
    expect(codeMessage('a_code_we_never_heard_of')).toEqual(codeMessage(undefined));
  });

  it.each<[string, ApiErrorInit, string]>([
    [
      'wrong password',
      { code: 'wrong_mail_or_password', status: 401 },
      'E-mail ou senha incorretos.',
    ],
    ['card refused', { kind: 'card-rejected', status: 422 }, 'Erro nos dados do cartão.'],
    [
      'expired session',
      { kind: 'session-expired', code: 'unauthorized' },
      'Sua sessão expirou. Entre novamente.',
    ],
    [
      'offline',
      { kind: 'network' },
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    ],
    [
      'no answer',
      { kind: 'timeout' },
      'O servidor demorou demais para responder. Tente novamente.',
    ],
    [
      'a malformed answer',
      { kind: 'invalid-response' },
      'O servidor enviou uma resposta inesperada. Tente novamente ou fale com o suporte.',
    ],
    [
      'a bad input',
      { kind: 'invalid-request', code: 'missing_fields' },
      'Dados insuficientes. Preencha todos os campos obrigatórios.',
    ],
    [
      'a large image',
      { kind: 'invalid-request', detail: 'too-large' },
      'A imagem deve ter no máximo 1 MB.',
    ],
    [
      'a wrong file type',
      { kind: 'invalid-request', detail: 'wrong-type' },
      'Envie uma imagem JPG, PNG ou WEBP.',
    ],
    [
      'a user that could not be created',
      { code: 'user_creation_general_error', detail: 'ana@empresa.com.br' },
      'Não foi possível criar o usuário ana@empresa.com.br. Tente novamente.',
    ],
  ])('explains %s', async (_, init, pt) => {
    const { pt: shown, es } = await texts(new ApiError(init));
    expect(shown).toBe(pt);
    expect(es).not.toBe(pt);
  });
});

describe('fieldRefusals', () => {
  const byCode = { codes: { unavailable_mail: 'email', unavailable_role: 'role' } } as const;

  it("puts a refusal's text on the field its code is about", async () => {
    const taken = new ApiError({ code: 'unavailable_mail', status: 409 });
    const refusals = fieldRefusals(taken, byCode);
    expect(Object.keys(refusals ?? {})).toEqual(['email']);
    expect((await inLocale('pt-BR'))(refusals!.email!)).toBe(
      'Este e-mail já está cadastrado. Tente recuperar a senha.',
    );
  });

  it("puts the card provider's refused parameters on their fields", () => {
    const refused = new ApiError({
      kind: 'card-rejected',
      status: 422,
      fieldErrors: { card_number: 'is invalid', card_cvv: 'is invalid' },
    });
    const refusals = fieldRefusals(refused, {
      parameters: { card_number: 'cardNumber', card_expiration: 'expiry' },
    });
    expect(Object.keys(refusals ?? {})).toEqual(['cardNumber']);
  });

  it('says nothing of a failure that is not about a field', () => {
    expect(fieldRefusals(new ApiError({ code: 'general_update_error' }), byCode)).toBeUndefined();
    expect(fieldRefusals(new ApiError({ kind: 'network' }), byCode)).toBeUndefined();
    expect(fieldRefusals(new Error('boom'), byCode)).toBeUndefined();
  });
});

describe('roleQuotaRefusal (spec §6)', () => {
  const officers = [
    { _id: '1', role: 'co' as const, active: true },
    { _id: '2', role: 'ceo-co' as const, active: true },
  ];

  it("says the quota's text on the role field when a third officer is chosen", () => {
    expect(roleQuotaRefusal(officers, 'co')).toEqual({ role: codeMessage('unavailable_role') });
    expect(roleQuotaRefusal(officers, 'ceo-co')).toEqual({ role: codeMessage('unavailable_role') });
  });

  it('lets the user who already holds an officer role keep or swap it', () => {
    expect(roleQuotaRefusal(officers, 'ceo-co', '1')).toBeUndefined();
  });

  it('says nothing for other roles or nothing chosen', () => {
    expect(roleQuotaRefusal(officers, 'ceo')).toBeUndefined();
    expect(roleQuotaRefusal(officers, '')).toBeUndefined();
  });
});
