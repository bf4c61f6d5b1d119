import { withCnpjCheckDigits } from '@portal/domain';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  backofficePersonName,
  backofficeRequired,
  billingEmail,
  cardExpiry,
  cardNumber,
  cep,
  cnpj,
  companyUserSchema,
  confirmation,
  couponCode,
  cvv,
  dropdown,
  email,
  holderName,
  holderTaxId,
  imageFile,
  maxLength,
  minLength,
  numeric,
  officerName,
  optionalPassword,
  password,
  passwordChange,
  paymentMethod,
  personName,
  phone,
  registration,
  required,
  stepComplete,
} from './fields';
import { maskCnpj } from './masks';
import { fieldErrors, RULE_MESSAGE_KEYS, type RuleMessageKey } from './messages';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The key of the first issue, or undefined when the value passes. */
function firstKey(schema: AnySchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

const output = (schema: AnySchema, input: unknown) => v.parse(schema, input);

const NOW = new Date(2026, 6, 15); // July 2026
const MIB = 1_048_576;
const image = (size: number, type: string, name = 'avatar') => ({ name, size, type });

// [rule, schema, a value it refuses, the key it gives, a value it accepts]
const CASES: readonly [string, AnySchema, unknown, RuleMessageKey, unknown][] = [
  ['required', required, '   ', 'required', 'Ana'],
  ['required (missing value)', required, undefined, 'required', 'x'],
  ['password', password, 'abcdefgh', 'password', 'Abcdefg1'],
  ['password (empty)', password, '', 'required', 'Senha123'],
  ['optionalPassword', optionalPassword, 'short1A', 'password', ''],
  ['email', email(), 'ana@empresa', 'email', 'ana@empresa.com.br'],
  ['email (long top-level domain)', email(), 'ana@empresa.technology', 'email', 'a@b.co'],
  [
    'email of create-company',
    email({ maxTld: 10 }),
    'ana@empresa.c',
    'email',
    'ana@empresa.technology',
  ],
  [
    'email of the back-office',
    email({ variant: 'backoffice' }),
    'ana',
    'emailBackoffice',
    'a@b.io',
  ],
  ['phone', phone, '11 9 8765-432', 'phone', '11 9 8765-4321'],
  ['phone (letters)', phone, '1198765432a1', 'phone', '11987654321'],
  ['personName', personName, 'Ana 2', 'name', 'Ana Conceição'],
  ['officerName', officerName, 'João!', 'name', 'João da Silva'],
  ['officerName (blank)', officerName, '  ', 'required', 'Zoë'],
  ['dropdown', dropdown, '0', 'dropdown', 'co'],
  ['dropdown (empty)', dropdown, '', 'dropdown', '1'],
  ['paymentMethod', paymentMethod, '', 'paymentMethod', 'bank_slip'],
  ['numeric', numeric, '12a', 'numeric', '123'],
  ['cnpj', cnpj(), '11.222.333/0001-82', 'cnpj', '11.222.333/0001-81'],
  ['cnpj (incomplete mask)', cnpj(), '11.222.333/0001-8', 'cnpj', '11222333000181'],
  ['cnpj (all the same)', cnpj(), '00.000.000/0000-00', 'cnpj', '12.ABC.345/01DE-35'],
  [
    'cnpj of the back-office',
    cnpj({ variant: 'backoffice' }),
    '12.ABC.345/01DE-36',
    'cnpjBackoffice',
    '12abc34501de35',
  ],
  ['holderTaxId (under 14)', holderTaxId, '529.982.247-2', 'holderTaxId', '529.982.247-25'],
  ['holderTaxId (wrong CPF)', holderTaxId, '529.982.247-24', 'holderTaxId', '52998224725'],
  [
    'holderTaxId (between CPF and CNPJ)',
    holderTaxId,
    '11.222.333/0001',
    'holderTaxId',
    '11.222.333/0001-81',
  ],
  ['registration', registration, 'x'.repeat(21), 'registration', 'x'.repeat(20)],
  ['cep', cep, '01310-10', 'cep', '01310-100'],
  ['cardNumber', cardNumber, '4111 1111 1111 111', 'cardNumber', '4111 1111 1111 1111'],
  ['cardExpiry (past)', cardExpiry(NOW), '06/26', 'cardExpiry', '07/26'],
  ['cardExpiry (month 13)', cardExpiry(NOW), '13/30', 'cardExpiry', '12/30'],
  ['cvv', cvv, '12', 'cvv', '123'],
  ['cvv (five digits)', cvv, '12345', 'cvv', '1234'],
  ['holderName', holderName, 'ANA 1', 'holderName', 'ANA CONCEIÇÃO'],
  ['couponCode', couponCode, 'abc', 'couponCode', 'abcd'],
  [
    'billingEmail (the same)',
    billingEmail('financeiro@empresa.com'),
    ' Financeiro@Empresa.com ',
    'billingEmailSame',
    'contas@empresa.com',
  ],
  [
    'billingEmail (invalid)',
    billingEmail('financeiro@empresa.com'),
    'contas@',
    'billingEmailInvalid',
    'contas@empresa.com.br',
  ],
  ['backofficeRequired', backofficeRequired, 'abc', 'backofficeRequired', 'abcd'],
  [
    'backofficeRequired (spaces do not count)',
    backofficeRequired,
    ' ab  ',
    'backofficeRequired',
    'Ana B',
  ],
  ['backofficePersonName (short)', backofficePersonName, 'Ana', 'backofficeRequired', 'Olga'],
  ['backofficePersonName (not a name)', backofficePersonName, 'Olga 2', 'name', 'Olga Prado'],
  ['minLength', v.pipe(required, minLength(3)), 'ab', 'minLength:3', 'abc'],
  ['maxLength', v.pipe(required, maxLength(5)), 'abcdef', 'maxLength:5', 'abcde'],
  [
    'imageFile (too large)',
    imageFile,
    image(MIB + 1, 'image/png'),
    'imageTooLarge',
    image(MIB, 'image/png'),
  ],
  ['imageFile (type)', imageFile, image(10, 'image/gif'), 'imageType', image(10, 'image/webp')],
  ['imageFile (nothing chosen)', imageFile, undefined, 'required', image(10, 'image/jpeg')],
  [
    'imageFile (type before size)',
    imageFile,
    image(MIB + 1, 'image/gif'),
    'imageType',
    image(10, '', 'logo.JPG'),
  ],
];

describe.each(CASES)('%s', (_, schema, invalid, key, valid) => {
  it(`refuses ${JSON.stringify(invalid)} with '${key}'`, () => {
    expect(firstKey(schema, invalid)).toBe(key);
  });
  it(`accepts ${JSON.stringify(valid)}`, () => {
    expect(firstKey(schema, valid)).toBeUndefined();
  });
});

it('has an example for every message key', () => {
  const covered = new Set<string>([...CASES.map(([, , , key]) => key), 'stepIncomplete']);
  covered.add('confirmation').add('confirmationRecovery'); // the form-level cases below
  expect(RULE_MESSAGE_KEYS.filter((key) => !covered.has(key))).toEqual([]);
});

describe('what comes out', () => {
  it.each<[string, AnySchema, string, string]>([
    ['phone', phone, '11 9 8765-4321', '11987654321'],
    ['cep', cep, '01310-100', '01310100'],
    ['cnpj (numeric)', cnpj(), '11.222.333/0001-81', '11222333000181'],
    ['cnpj (alphanumeric, lower case)', cnpj(), '12.abc.345/01de-35', '12ABC34501DE35'],
    ['holderTaxId (CPF)', holderTaxId, '529.982.247-25', '52998224725'],
    ['holderTaxId (CNPJ)', holderTaxId, '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['cardNumber', cardNumber, '5555 5555 5555 4444', '5555555555554444'],
    ['holderName', holderName, ' ana conceição ', 'ANA CONCEIÇÃO'],
    ['couponCode', couponCode, 'promo10', 'PROMO10'],
    ['required', required, '  Ana  ', 'Ana'],
    ['password (never trimmed)', password, ' Senha123 ', ' Senha123 '],
  ])('%s gives %j → %j', (_, schema, input, expected) => {
    expect(output(schema, input)).toBe(expected);
  });

  it('lets an empty optional registration through, and a required one not', () => {
    expect(output(registration, '')).toBe('');
    expect(firstKey(v.pipe(required, registration), '')).toBe('required');
  });

  it('reads the current month on every check when given a clock', () => {
    let now = new Date(2026, 5, 30);
    const expiry = cardExpiry(() => now);
    expect(firstKey(expiry, '06/26')).toBeUndefined();
    now = new Date(2026, 6, 1);
    expect(firstKey(expiry, '06/26')).toBe('cardExpiry');
  });
});

describe('confirmation', () => {
  const form = (variant?: 'default' | 'recovery') =>
    v.pipe(
      v.object({ password, repeat: required, name: required }),
      confirmation('repeat', 'password', variant),
    );

  it('puts the mismatch on the confirming field', () => {
    const result = v.safeParse(form(), { password: 'Senha123', repeat: 'Senha124', name: 'Ana' });
    expect(fieldErrors(result.issues)).toEqual({ repeat: 'confirmation' });
  });

  it('uses the recovery text on the set-password page', () => {
    const result = v.safeParse(form('recovery'), {
      password: 'Senha123',
      repeat: 'x',
      name: 'Ana',
    });
    expect(fieldErrors(result.issues)).toEqual({ repeat: 'confirmationRecovery' });
  });

  it('checks while another field of the form is still invalid', () => {
    const result = v.safeParse(form(), { password: 'Senha123', repeat: 'Senha12', name: '' });
    expect(fieldErrors(result.issues)).toEqual({ name: 'required', repeat: 'confirmation' });
  });

  it('passes equal values', () => {
    expect(
      v.safeParse(form(), { password: 'Senha123', repeat: 'Senha123', name: 'A' }).success,
    ).toBe(true);
  });
});

describe('stepComplete', () => {
  it('asks to fill every field of the step', () => {
    const values = { name: 'Ana', phone: ' ', terms: false, plans: [] as string[] };
    expect(stepComplete(values, ['name'])).toBeUndefined();
    expect(stepComplete(values, ['name', 'phone'])).toBe('stepIncomplete');
    expect(stepComplete(values, ['terms'])).toBe('stepIncomplete');
    expect(stepComplete(values, ['plans'])).toBe('stepIncomplete');
    expect(stepComplete({ terms: true, plans: ['es'] }, ['terms', 'plans'])).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('keeps the first issue of each field', () => {
    const form = v.object({ email: email(), phone, cep });
    const result = v.safeParse(form, { email: '', phone: '1', cep: '01310100' });
    expect(fieldErrors(result.issues)).toEqual({ email: 'required', phone: 'phone' });
  });

  it('reads an issue without a rule key as a missing value', () => {
    const result = v.safeParse(v.object({ role: v.picklist(['co', 'ceo']) }), { role: 'x' });
    expect(fieldErrors(result.issues)).toEqual({ role: 'required' });
    expect(fieldErrors(undefined)).toEqual({});
  });
});

describe('companyUserSchema (a user added or edited)', () => {
  const issues = (schema: AnySchema, input: unknown) =>
    fieldErrors(v.safeParse(schema, input).issues);

  it("gives each field its message; in the back-office the e-mail's own", () => {
    const wrong = { name: 'C4rlos', email: 'carlos@empresa', role: '' };
    expect(issues(companyUserSchema(), wrong)).toEqual({
      name: 'name',
      email: 'email',
      role: 'dropdown',
    });
    expect(issues(companyUserSchema({ variant: 'backoffice' }), wrong)).toMatchObject({
      email: 'emailBackoffice',
    });
  });

  it('in the back-office, a name of 3 characters is not there yet (spec §5), one of 4 is', () => {
    const user = { email: 'ana@empresa.com.br', role: 'cfo' };
    expect(issues(companyUserSchema({ variant: 'backoffice' }), { ...user, name: 'Ana' })).toEqual({
      name: 'backofficeRequired',
    });
    expect(issues(companyUserSchema({ variant: 'backoffice' }), { ...user, name: 'Anna' })).toEqual(
      {},
    );
    expect(issues(companyUserSchema(), { ...user, name: 'Ana' })).toEqual({});
  });

  it('gives the trimmed name and e-mail and a role of the domain', () => {
    expect(
      output(companyUserSchema(), { name: ' Carlos ', email: ' cfo@demo.com.br ', role: 'cfo' }),
    ).toEqual({ name: 'Carlos', email: 'cfo@demo.com.br', role: 'cfo' });
    expect(issues(companyUserSchema(), { name: 'Ana', email: 'a@b.co', role: 'boss' })).toEqual({
      role: 'dropdown',
    });
  });
});

describe('cnpj (property)', () => {
  const base = fc.string({
    unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: 12,
    maxLength: 12,
  });
  const numericBase = fc.string({
    unit: fc.constantFrom(...'0123456789'),
    minLength: 12,
    maxLength: 12,
  });

  it.each([
    ['numeric', numericBase],
    ['alphanumeric', base],
  ])('accepts every masked valid %s CNPJ and gives back its 14 characters', (_, bodies) => {
    fc.assert(
      fc.property(bodies, (body) => {
        fc.pre(!/^(.)\1+$/.test(body));
        const characters = withCnpjCheckDigits(body);
        expect(v.parse(cnpj(), maskCnpj(characters))).toBe(characters);
        expect(v.parse(cnpj(), characters)).toBe(characters);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a valid CNPJ with one check digit changed', () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          fc.pre(!/^(.)\1+$/.test(body));
          const characters = withCnpjCheckDigits(body);
          const changed =
            characters.slice(0, at) +
            String((Number(characters[at]) + shift) % 10) +
            characters.slice(at + 1);
          expect(firstKey(cnpj(), maskCnpj(changed))).toBe('cnpj');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('passwordChange (profile)', () => {
  const errorsOf = (currentPassword: string, newPassword: string, repeatPassword: string) =>
    fieldErrors(
      v.safeParse(passwordChange, { currentPassword, newPassword, repeatPassword }).issues,
    );

  it('keeps the password when all three are empty', () => {
    expect(errorsOf('', '', '')).toEqual({});
  });

  it('asks for the other two once one is typed', () => {
    expect(errorsOf('Atual@123', '', '')).toEqual({
      newPassword: 'required',
      repeatPassword: 'required',
    });
    expect(errorsOf('', 'Nova@2026', 'Nova@2026')).toEqual({ currentPassword: 'required' });
  });

  it('holds the new password to the password rule and the repeat to the new one', () => {
    expect(errorsOf('Atual@123', 'fraca', 'fraca')).toEqual({ newPassword: 'password' });
    expect(errorsOf('Atual@123', 'Nova@2026', 'Nova@2027')).toEqual({
      repeatPassword: 'confirmation',
    });
    expect(errorsOf('Atual@123', 'Nova@2026', 'Nova@2026')).toEqual({});
  });
});
