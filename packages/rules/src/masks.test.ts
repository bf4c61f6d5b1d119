import { isValidCnpj, withCnpjCheckDigits } from '@portal/domain';
import fc from 'fast-check';
import {
  maskCardNumber,
  maskCep,
  maskCnpj,
  maskCouponCode,
  maskCpf,
  maskCvv,
  maskExpiry,
  maskHolderName,
  maskHolderTaxId,
  maskPhone,
  MASKS_BY_NAME as MASKS,
  unmask,
} from './masks';

const RUNS = { numRuns: 1000 };
const DIGITS = '0123456789';
const ALPHANUMERIC = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

describe('examples', () => {
  it.each<[string, (value: string) => string, string, string]>([
    ['phone', maskPhone, '11987654321', '11 9 8765-4321'],
    ['phone while typing', maskPhone, '119', '11 9'],
    ['phone from another format', maskPhone, '(11) 98765-4321 ext', '11 9 8765-4321'],
    ['phone beyond 11 digits', maskPhone, '119876543210', '11 9 8765-4321'],
    ['CPF', maskCpf, '52998224725', '529.982.247-25'],
    ['CNPJ', maskCnpj, '11222333000181', '11.222.333/0001-81'],
    ['alphanumeric CNPJ, lower case', maskCnpj, '12abc34501de35', '12.ABC.345/01DE-35'],
    ['CNPJ: no letter among the check digits', maskCnpj, '12ABC34501DEX35', '12.ABC.345/01DE-35'],
    ['CEP', maskCep, '01310100', '01310-100'],
    ['CEP while typing', maskCep, '013101', '01310-1'],
    ['card number', maskCardNumber, '4111111111111111', '4111 1111 1111 1111'],
    ['expiry', maskExpiry, '0728', '07/28'],
    ['expiry while typing', maskExpiry, '07', '07'],
    ['CVV: digits only, four at most', maskCvv, '1a2 345', '1234'],
    ['holder tax id as a CPF', maskHolderTaxId, '52998224725', '529.982.247-25'],
    ['holder tax id as a CNPJ', maskHolderTaxId, '112223330001', '11.222.333/0001'],
    ['holder tax id, full CNPJ', maskHolderTaxId, '11222333000181999', '11.222.333/0001-81'],
    ['holder tax id with a letter', maskHolderTaxId, '12a', '12.A'],
    ['holder name', maskHolderName, 'ana conceição', 'ANA CONCEIÇÃO'],
    ['holder name, last character not allowed', maskHolderName, 'ANA 1', 'ANA '],
    ['holder name, decomposed accent', maskHolderName, 'Jose\u0301', 'JOSÉ'],
    ['coupon code', maskCouponCode, 'promo10', 'PROMO10'],
  ])('%s: %j → %j', (_, mask, typed, shown) => {
    expect(mask(typed)).toBe(shown);
  });

  it('unmasks to letters and digits', () => {
    expect(unmask('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(unmask('11 9 8765-4321')).toBe('11987654321');
  });

  it('never shows more than 18 characters of a holder tax id', () => {
    expect(maskHolderTaxId('9'.repeat(40))).toHaveLength(18);
  });
});

describe('mask then unmask is the identity', () => {
  it('on any phone digits, complete or being typed', () => {
    fc.assert(
      fc.property(chars(DIGITS, 0, 11), (digits) => {
        expect(unmask(maskPhone(digits))).toBe(digits);
        if (digits.length === 11) expect(maskPhone(digits)).toMatch(/^\d{2} \d \d{4}-\d{4}$/);
      }),
      RUNS,
    );
  });

  it('on 8 CEP digits', () => {
    fc.assert(
      fc.property(chars(DIGITS, 8, 8), (digits) => {
        expect(maskCep(digits)).toMatch(/^\d{5}-\d{3}$/);
        expect(unmask(maskCep(digits))).toBe(digits);
      }),
      RUNS,
    );
  });

  it.each([
    ['numeric', DIGITS],
    ['alphanumeric', ALPHANUMERIC],
  ])('on valid %s CNPJs', (_, alphabet) => {
    fc.assert(
      fc.property(chars(alphabet, 12, 12), (body) => {
        const cnpj = withCnpjCheckDigits(body);
        fc.pre(isValidCnpj(cnpj));
        expect(maskCnpj(cnpj)).toHaveLength(18);
        expect(unmask(maskCnpj(cnpj))).toBe(cnpj);
        expect(maskHolderTaxId(cnpj)).toBe(maskCnpj(cnpj));
      }),
      RUNS,
    );
  });

  it('on 11 CPF digits', () => {
    fc.assert(
      fc.property(chars(DIGITS, 11, 11), (digits) => {
        expect(maskCpf(digits)).toHaveLength(14);
        expect(unmask(maskCpf(digits))).toBe(digits);
        expect(maskHolderTaxId(digits)).toBe(maskCpf(digits));
      }),
      RUNS,
    );
  });

  it('on 16 card digits', () => {
    fc.assert(
      fc.property(chars(DIGITS, 16, 16), (digits) => {
        expect(maskCardNumber(digits)).toMatch(/^(\d{4} ){3}\d{4}$/);
        expect(unmask(maskCardNumber(digits))).toBe(digits);
      }),
      RUNS,
    );
  });

  it('is stable: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        for (const mask of [
          maskPhone,
          maskCnpj,
          maskCpf,
          maskHolderTaxId,
          maskCep,
          maskCardNumber,
          maskExpiry,
        ]) {
          expect(mask(mask(typed))).toBe(mask(typed));
        }
      }),
      RUNS,
    );
  });
});

describe('forced upper case', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'binary' }),
    chars('abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçñß ABC123!@#-\u0301', 0, 30),
  );

  it('a holder name only ever holds upper-case letters, Portuguese accents and spaces', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        expect(maskHolderName(typed)).toMatch(/^[A-ZÁÀÂÃÉÊÍÓÔÕÚÜÇ ]*$/);
      }),
      RUNS,
    );
  });

  it('a coupon code is always upper case', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const shown = maskCouponCode(typed);
        expect(shown).toBe(shown.toUpperCase());
      }),
      RUNS,
    );
  });
});

describe('the masks a field takes: their text, keyboard and autofill (issue 28, item 4)', () => {
  it.each([
    ['phone', 'tel', 'tel-national', undefined],
    ['cpf', 'numeric', undefined, undefined],
    ['cnpj', 'text', undefined, 'characters'],
    ['holderTaxId', 'text', undefined, 'characters'],
    ['cep', 'numeric', 'postal-code', undefined],
    ['cardNumber', 'numeric', 'cc-number', undefined],
    ['expiry', 'numeric', 'cc-exp', undefined],
    ['cvv', 'numeric', 'cc-csc', undefined],
    ['holderName', 'text', 'cc-name', 'characters'],
    ['couponCode', 'text', undefined, 'characters'],
  ] as const)('%s: inputmode %s, autocomplete %s', (name, inputMode, autoComplete, capitals) => {
    const mask = MASKS[name];
    expect(mask.inputMode).toBe(inputMode);
    expect(mask.autoComplete).toBe(autoComplete);
    expect(mask.autoCapitalize).toBe(capitals);
  });

  it.each([
    ['phone', maskPhone],
    ['cpf', maskCpf],
    ['cnpj', maskCnpj],
    ['holderTaxId', maskHolderTaxId],
    ['cep', maskCep],
    ['cardNumber', maskCardNumber],
    ['expiry', maskExpiry],
    ['cvv', maskCvv],
    ['holderName', maskHolderName],
    ['couponCode', maskCouponCode],
  ] as const)('%s applies its own mask', (name, apply) => {
    expect(MASKS[name].apply).toBe(apply);
  });

  it('gives a keypad only to masks that take nothing but digits', () => {
    const digitsOnly = Object.entries(MASKS).filter(([, mask]) => mask.apply('A') === '');
    expect(digitsOnly.map(([name]) => name)).toEqual([
      'phone',
      'cpf',
      'cep',
      'cardNumber',
      'expiry',
      'cvv',
    ]);
    for (const [, mask] of digitsOnly) expect(mask.inputMode).not.toBe('text');
    // The CNPJ and the holder's tax id take letters: a keypad would hide them.
    expect(MASKS.cnpj.apply('AB')).toBe('AB');
    expect(MASKS.holderTaxId.apply('1A')).toBe('1A');
  });
});
