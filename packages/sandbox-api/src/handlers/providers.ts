// The two public services the portal calls besides its backend: the card provider (it turns a
// card into a gateway token, so the card never reaches our backend) and the CEP look-up.
import {
  cardBrand,
  isCardExpiryValid,
  isValidCnpj,
  isValidCpf,
  isValidCvv,
  passesLuhn,
} from '@portal/domain';
import { handler, type Handlers, type Reply } from '../context';
import { lookUpCep } from '../postal-data';

type CardField = 'card_number' | 'card_expiration' | 'card_cvv' | 'holder_name' | 'registry_code';

interface CardInput {
  holder_name: string;
  registry_code: string;
  card_expiration: string;
  card_number: string;
  card_cvv: string;
}

/** 'MM/YYYY' as the 'MM/YY' the domain rule reads; anything else as it came. */
const shortExpiry = (value: string) => value.trim().replace(/^(\d{2})\/20(\d{2})$/, '$1/$2');

function cardProblems(input: CardInput, now: Date): [CardField, string][] {
  const problems: [CardField, string][] = [];
  const digits = input.card_number.replace(/\s/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) {
    problems.push(['card_number', 'número do cartão inválido']);
  } else if (!cardBrand(digits)) {
    problems.push(['card_number', 'bandeira do cartão não suportada']);
  }
  if (!isCardExpiryValid(shortExpiry(input.card_expiration), now)) {
    problems.push(['card_expiration', 'data de validade inválida ou vencida']);
  }
  if (!isValidCvv(input.card_cvv)) {
    problems.push(['card_cvv', 'código de segurança inválido']);
  }
  if (!input.holder_name.trim()) {
    problems.push(['holder_name', 'nome do titular obrigatório']);
  }
  if (!isValidCpf(input.registry_code) && !isValidCnpj(input.registry_code)) {
    problems.push(['registry_code', 'CPF ou CNPJ do titular inválido']);
  }
  return problems;
}

export const providersHandlers: Handlers = {
  cardToken: handler<CardInput>(({ db, input, now, nextId }): Reply => {
    const problems = cardProblems(input, now);
    if (problems.length > 0) {
      return {
        status: 422,
        body: {
          errors: problems.map(([parameter, message]) => ({
            id: 'invalid_parameter',
            parameter,
            message,
          })),
        },
      };
    }
    const digits = input.card_number.replace(/\s/g, '');
    // cardProblems has just checked that the number has a brand.
    const brand = cardBrand(digits)!;
    const token = nextId('gw');
    const [month, year] = shortExpiry(input.card_expiration).split('/').map(Number);
    db.cardTokens[token] = {
      lastFour: digits.slice(-4),
      brand,
      expirationMonth: month,
      expirationYear: 2000 + year!,
    };
    return {
      status: 201,
      body: {
        payment_profile: {
          gateway_token: token,
          card_number_last_four: digits.slice(-4),
          payment_company: { code: brand },
        },
      },
    };
  }),

  postalLookup: handler<{ cep: string }>(({ input }) => ({
    status: 200,
    body: lookUpCep(input.cep) ?? { erro: true },
  })),
};
