// The card-provider and CEP doubles, as the checkout reaches them.
import { send, testSandbox } from '../test-support';
import { POSTAL_ADDRESSES } from '../postal-data';

const CARD = {
  holder_name: 'TERESA NUNES',
  registry_code: '529.982.247-25',
  card_expiration: '12/30',
  card_number: '4111111111111111',
  card_cvv: '123',
  payment_method_code: 'credit_card',
};

async function tokenise(card: Record<string, string>) {
  const sandbox = testSandbox().sandbox;
  const response = await send(sandbox, 'POST', '/card-provider/public/payment_profiles', {
    body: JSON.stringify(card),
  });
  return { sandbox, status: response.status, body: await response.json() };
}

const refusedFields = (body: { errors: { parameter: string; id: string }[] }) =>
  body.errors.map((error) => {
    expect(error.id).toBe('invalid_parameter');
    return error.parameter;
  });

describe('card provider: POST /public/payment_profiles', () => {
  it.each([
    ['Visa', '4111111111111111', 'visa', '1111'],
    ['Visa with spaces', '4111 1111 1111 1111', 'visa', '1111'],
    ['Mastercard 51–55', '5555555555554444', 'mastercard', '4444'],
    ['Mastercard 2-series', '2223003122003222', 'mastercard', '3222'],
  ])('turns a valid %s card into a gateway token', async (_label, number, brand, lastFour) => {
    const { sandbox, status, body } = await tokenise({ ...CARD, card_number: number });
    expect(status).toBe(201);
    expect(body.payment_profile).toEqual({
      gateway_token: expect.any(String),
      card_number_last_four: lastFour,
      payment_company: { code: brand },
    });
    expect(sandbox.db().cardTokens[body.payment_profile.gateway_token]).toEqual({
      lastFour,
      brand,
      // Kept for the card on file (ADR 013).
      expirationMonth: 12,
      expirationYear: 2030,
    });
  });

  it('accepts MM/YYYY, the current month and a company (CNPJ) as holder', async () => {
    for (const card_expiration of ['12/2030', '11/26', '11/2026']) {
      expect((await tokenise({ ...CARD, card_expiration })).status).toBe(201);
    }
    expect((await tokenise({ ...CARD, registry_code: '11.222.333/0001-81' })).status).toBe(201);
    expect((await tokenise({ ...CARD, card_cvv: '1234' })).status).toBe(201);
  });

  it.each([
    ['a bad Luhn check digit', { card_number: '4111111111111112' }, ['card_number']],
    ['an unknown brand (American Express)', { card_number: '378282246310005' }, ['card_number']],
    ['letters in the number', { card_number: '4111x11111111111' }, ['card_number']],
    ['an expired card', { card_expiration: '10/26' }, ['card_expiration']],
    ['month 13', { card_expiration: '13/30' }, ['card_expiration']],
    ['a three-digit year', { card_expiration: '12/203' }, ['card_expiration']],
    ['a short CVV', { card_cvv: '12' }, ['card_cvv']],
    ['a blank holder', { holder_name: '  ' }, ['holder_name']],
    ['an invalid CPF', { registry_code: '123.456.789-00' }, ['registry_code']],
  ])('refuses %s with 422', async (_label, change, fields) => {
    const { status, body } = await tokenise({ ...CARD, ...change });
    expect(status).toBe(422);
    expect(refusedFields(body)).toEqual(fields);
    expect(body.errors[0].message).toEqual(expect.any(String));
  });

  it('names every refused field at once and issues no token', async () => {
    const { sandbox, status, body } = await tokenise({
      holder_name: '',
      registry_code: '000',
      card_expiration: '01/20',
      card_number: '4111111111111112',
      card_cvv: '1',
      payment_method_code: 'credit_card',
    });
    expect(status).toBe(422);
    expect(refusedFields(body).sort()).toEqual(
      ['card_cvv', 'card_expiration', 'card_number', 'holder_name', 'registry_code'].sort(),
    );
    expect(sandbox.db().cardTokens).toEqual({});
  });
});

describe('postal look-up: GET /ws/{cep}/json/', () => {
  const lookUp = async (cep: string) => {
    const response = await send(testSandbox().sandbox, 'GET', `/postal/ws/${cep}/json/`);
    return { status: response.status, body: await response.json() };
  };

  it('answers a known CEP like the public service', async () => {
    expect(await lookUp('01310100')).toEqual({
      status: 200,
      body: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
    });
  });

  it('holds addresses of several states', () => {
    const states = new Set(Object.values(POSTAL_ADDRESSES).map((address) => address.uf));
    expect(Object.keys(POSTAL_ADDRESSES).length).toBeGreaterThanOrEqual(12);
    for (const uf of ['SP', 'RJ', 'MG', 'PR', 'BA', 'RS', 'PE', 'DF']) expect(states).toContain(uf);
  });

  it('finds the address of every seeded company', async () => {
    const companies = testSandbox().sandbox.db().companies;
    for (const { address } of companies) {
      const { body } = await lookUp(address!.zipcode);
      expect(body).toMatchObject({ localidade: address!.city, uf: address!.state });
      expect(body.logradouro).toContain(address!.street);
    }
  });

  it('answers { erro: true } for an unknown CEP', async () => {
    expect(await lookUp('99999999')).toEqual({ status: 200, body: { erro: true } });
  });

  it.each(['123', 'abcdefgh', '123456789', '01310-10'])(
    'answers 400 for a malformed CEP %s',
    async (cep) => {
      expect((await lookUp(cep)).status).toBe(400);
    },
  );
});
