import fc from 'fast-check';
import {
  cardBrand,
  isCardExpiryValid,
  isValidCnpj,
  isValidCpf,
  passesLuhn,
  withCnpjCheckDigits,
} from './documents';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'accepts %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each(['11.222.333/0001-82', '00.000.000/0000-00', 'AAAAAAAAAAAA00', '12.ABC.345/01DE-3', ''])(
    'refuses %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(false),
  );

  it('accepts any 12 alphanumeric characters completed with their check digits', () => {
    const base = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(base, (characters) => {
        fc.pre(!/^(.)\1+$/.test(characters));
        expect(isValidCnpj(withCnpjCheckDigits(characters))).toBe(true);
      }),
    );
  });
});

describe('CPF', () => {
  it('checks the digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
});

describe('cards', () => {
  it('knows the brands of spec §5', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('4222222222222')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2221 0000 0000 0009')).toBe('mastercard');
    expect(cardBrand('2721 0000 0000 0000')).toBeNull();
    expect(cardBrand('3782 822463 10005')).toBeNull();
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
