import fc from 'fast-check';
import {
  cardBrand,
  cnpjCharacters,
  isCardExpiryValid,
  isValidCnpj,
  isValidCpf,
  passesLuhn,
  withCnpjCheckDigits,
} from './documents';

const RUNS = { numRuns: 1000 };
const DIGITS = '0123456789';
const ALPHANUMERIC = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;

/** The value the check digits weigh a CNPJ character by (Receita Federal: ASCII − 48). */
const value = (character: string) => character.charCodeAt(0) - 48;

const replaced = (text: string, index: number, character: string) =>
  text.slice(0, index) + character + text.slice(index + 1);

const allSame = (text: string) => /^(.)\1*$/.test(text);

/** A CNPJ body (12 characters of `alphabet`) completed with its check digits. */
const cnpj = (alphabet: string) =>
  fc
    .string({ unit: fc.constantFrom(...alphabet), minLength: 12, maxLength: 12 })
    .map(withCnpjCheckDigits)
    .filter((full) => !allSame(full));

/** A valid CNPJ, a position and a different character allowed there (check digits are digits). */
const cnpjWithOneChange = (alphabet: string) =>
  cnpj(alphabet).chain((full) =>
    fc.integer({ min: 0, max: 13 }).chain((index) =>
      fc
        .constantFrom(...(index < 12 ? alphabet : DIGITS))
        .filter((character) => character !== full[index])
        .map((character) => ({ full, index, changed: replaced(full, index, character) })),
    ),
  );

describe('CNPJ', () => {
  // Published vectors: the Receita Federal's example of the alphanumeric CNPJ, and the numeric
  // CNPJs of Banco do Brasil, Caixa, Petrobras and Itaú Unibanco and the textbook 11.444.777/0001-61.
  it.each([
    '12.ABC.345/01DE-35',
    '12abc34501de35',
    '00.000.000/0001-91',
    '00.360.305/0001-04',
    '33.000.167/0001-01',
    '60.701.190/0001-04',
    '11.444.777/0001-61',
    '11.222.333/0001-81',
    '11222333000181',
  ])('accepts %s', (value) => expect(isValidCnpj(value)).toBe(true));

  it.each([
    '11.222.333/0001-82',
    '00.000.000/0000-00',
    '11.111.111/1111-11',
    'AAAAAAAAAAAA00',
    '12.ABC.345/01DE-3',
    '12.ABC.345/01DE-3A',
    '12.ÀBC.345/01DE-35',
    '',
  ])('refuses %s', (value) => expect(isValidCnpj(value)).toBe(false));

  it('reads the characters without the mask, upper-cased', () => {
    expect(cnpjCharacters('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(withCnpjCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it.each([
    ['numeric', DIGITS],
    ['alphanumeric', ALPHANUMERIC],
  ])('accepts every %s body completed with its check digits', (_, alphabet) => {
    fc.assert(
      fc.property(cnpj(alphabet), (full) => expect(isValidCnpj(full)).toBe(true)),
      RUNS,
    );
  });

  // The limits of a mod-11 check, worked out rather than assumed. A change of one character at
  // position i by a value difference d moves each weighted sum by weight·d. Both weights are
  // 2–9, never 0 mod 11, so the sums move unless d ≡ 0 (mod 11). But a remainder of 0 or 1
  // both give check digit 0, so a move between remainders 0 and 1 goes unseen in a check digit
  // that is 0. Hence exactly two kinds of single changes pass:
  // 1. d ≡ 0 (mod 11): never between two digits (|d| ≤ 9), but among the 36 alphanumeric
  //    characters 6↔A, 7↔B, 8↔C, 9↔D, 0↔F, … (values 6 and 17, …). The Receita's algorithm
  //    cannot see these; no validator can.
  // 2. Check digits '00' and a body change at position 1, 5 or 9 (weights 5 then 6, or 9 then
  //    2) with d such that both remainders swap between 0 and 1. Rare, but real for numeric
  //    CNPJs too: see the example below.
  // A changed check digit is always refused: the body still computes the old one.
  it('refuses any changed check digit', () => {
    fc.assert(
      fc.property(
        cnpjWithOneChange(ALPHANUMERIC).filter(({ index }) => index >= 12),
        ({ changed }) => expect(isValidCnpj(changed)).toBe(false),
      ),
      RUNS,
    );
  });

  it('refuses any single-digit change of a numeric CNPJ whose check digits are not 00', () => {
    fc.assert(
      fc.property(cnpjWithOneChange(DIGITS), ({ full, changed }) => {
        fc.pre(!full.endsWith('00'));
        expect(isValidCnpj(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses any single-digit change of a numeric CNPJ outside positions 1, 5 and 9', () => {
    fc.assert(
      fc.property(cnpjWithOneChange(DIGITS), ({ index, changed }) => {
        fc.pre(![0, 4, 8].includes(index));
        expect(isValidCnpj(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses a single alphanumeric change unless the values differ by a multiple of 11', () => {
    fc.assert(
      fc.property(cnpjWithOneChange(ALPHANUMERIC), ({ full, index, changed }) => {
        fc.pre(!full.endsWith('00'));
        fc.pre((value(changed[index]!) - value(full[index]!)) % 11 !== 0);
        expect(isValidCnpj(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it('cannot see a body change by a multiple of 11 (the algorithm, not this code)', () => {
    fc.assert(
      fc.property(cnpj(ALPHANUMERIC), fc.integer({ min: 0, max: 11 }), (full, index) => {
        const twin = [...ALPHANUMERIC].find(
          (other) => other !== full[index] && (value(other) - value(full[index]!)) % 11 === 0,
        );
        fc.pre(twin !== undefined);
        expect(isValidCnpj(replaced(full, index, twin!))).toBe(true);
      }),
      RUNS,
    );
    expect(isValidCnpj('12.ABC.345/F1DE-35')).toBe(true); // 0 → F: 22 apart
  });

  it('shows the twin of a numeric CNPJ ending in 00', () => {
    expect(isValidCnpj('29.801.299/6160-00')).toBe(true);
    expect(isValidCnpj('09.801.299/6160-00')).toBe(true);
  });
});

describe('CPF', () => {
  const cpfBody = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 9, maxLength: 9 });

  /** An independent computation of the check digits, as the Receita Federal publishes it. */
  function withCpfCheckDigits(body: string): string {
    const digit = (digits: string) => {
      const sum = [...digits].reduce(
        (total, character, index) => total + Number(character) * (digits.length + 1 - index),
        0,
      );
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const first = digit(body);
    return `${body}${first}${digit(body + String(first))}`;
  }

  const cpf = cpfBody.map(withCpfCheckDigits).filter((full) => !allSame(full));

  // Published vectors: the textbook example 111.444.777-35 and the widely used 529.982.247-25.
  it.each(['111.444.777-35', '529.982.247-25', '52998224725', '123.456.789-09'])(
    'accepts %s',
    (value) => expect(isValidCpf(value)).toBe(true),
  );

  it.each(['529.982.247-24', '111.111.111-11', '000.000.000-00', '5299822472', '529982247250', ''])(
    'refuses %s',
    (value) => expect(isValidCpf(value)).toBe(false),
  );

  it('accepts every body completed with its check digits', () => {
    fc.assert(
      fc.property(cpf, (full) => expect(isValidCpf(full)).toBe(true)),
      RUNS,
    );
  });

  // As for the CNPJ: check digit 0 stands for remainders 0 and 1. The second digit weighs the
  // first position by 11 ≡ 0, so a change there is seen by the first check digit alone, and
  // goes unseen when that digit is 0 and the remainder moves between 0 and 1
  // (111.444.777-35 is safe; 399.473.147-07 and 499.473.147-07 are both valid). A change at
  // position 6 can pass the same way when both check digits are 0. Any other change is refused.
  const cpfWithOneChange = cpf.chain((full) =>
    fc.integer({ min: 0, max: 10 }).chain((index) =>
      fc
        .constantFrom(...DIGITS)
        .filter((digit) => digit !== full[index])
        .map((digit) => ({ full, index, changed: replaced(full, index, digit) })),
    ),
  );

  it('refuses any single-digit change when the first check digit is not 0', () => {
    fc.assert(
      fc.property(cpfWithOneChange, ({ full, changed }) => {
        fc.pre(full[9] !== '0');
        expect(isValidCpf(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses any single-digit change outside positions 1 and 6', () => {
    fc.assert(
      fc.property(cpfWithOneChange, ({ index, changed }) => {
        fc.pre(index !== 0 && index !== 5);
        expect(isValidCpf(changed)).toBe(false);
      }),
      RUNS,
    );
    expect(isValidCpf('399.473.147-07')).toBe(true);
    expect(isValidCpf('499.473.147-07')).toBe(true);
  });
});

describe('cards', () => {
  it('knows the brands of spec §5', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('4222222222222')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('5105 1051 0510 5100')).toBe('mastercard');
    expect(cardBrand('2221 0000 0000 0009')).toBe('mastercard');
    expect(cardBrand('2720 9999 9999 9999')).toBe('mastercard');
    expect(cardBrand('2220 9999 9999 9999')).toBeNull();
    expect(cardBrand('2721 0000 0000 0000')).toBeNull();
    expect(cardBrand('5655 5555 5555 4444')).toBeNull();
    expect(cardBrand('4111 1111 1111 11')).toBeNull();
    expect(cardBrand('3782 822463 10005')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });

  const digits = (length: number) =>
    fc.string({ unit: fc.constantFrom(...DIGITS), minLength: length, maxLength: length });

  it('calls every 16-digit number from 51–55 or 2221–2720 mastercard', () => {
    const number = fc.oneof(
      fc.tuple(fc.integer({ min: 51, max: 55 }), digits(14)),
      fc.tuple(fc.integer({ min: 2221, max: 2720 }), digits(12)),
    );
    fc.assert(
      fc.property(number, ([prefix, rest]) =>
        expect(cardBrand(`${prefix}${rest}`)).toBe('mastercard'),
      ),
      RUNS,
    );
  });

  it('calls every 13- or 16-digit number starting with 4 visa', () => {
    fc.assert(
      fc.property(fc.constantFrom(12, 15).chain(digits), (rest) =>
        expect(cardBrand(`4${rest}`)).toBe('visa'),
      ),
      RUNS,
    );
  });

  it('gives any other number no brand', () => {
    // The ranges of spec §5, read as numbers rather than patterns.
    const isMastercard = (number: string) => {
      const two = Number(number.slice(0, 2));
      const four = Number(number.slice(0, 4));
      return number.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720));
    };
    const isVisa = (number: string) =>
      number.startsWith('4') && (number.length === 13 || number.length === 16);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }).chain(digits), (number) => {
        fc.pre(!isMastercard(number) && !isVisa(number));
        expect(cardBrand(number)).toBeNull();
      }),
      RUNS,
    );
  });

  it('checks Luhn and the expiry month', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isCardExpiryValid('11/26', now)).toBe(true);
    expect(isCardExpiryValid('10/26', now)).toBe(false);
    expect(isCardExpiryValid('13/30', now)).toBe(false);
  });
});
