import * as v from 'valibot';
import {
  accessSchema,
  companySchema,
  linkPlans,
  motherCompanyFrom,
  personSchema,
  signUpPayload,
} from './signUpSteps';

describe('sign-up route parameters', () => {
  const person = v.parse(personSchema, { userName: 'Ana Souza', phone: '11987654321' });
  const company = v.parse(companySchema, { role: 'co', companyName: 'Padaria' });
  const access = v.parse(accessSchema, {
    email: 'ana@boavista.com.br',
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    terms: true,
  });
  const plansSent = (sp: string | undefined) =>
    signUpPayload({ person, company, access, sp, empresaMae: undefined, locale: 'pt-BR' })
      .selectedPlans;

  // parseSignupPlans of @portal/domain: the known plan codes, in lower case, once each.
  it.each([
    [undefined, []],
    ['', []],
    ['es', ['es']],
    ['es,esw', ['es', 'esw']],
    [' es , esw ,, ', ['es', 'esw']],
    ['ADW,adw,xyz,adwl', ['adw', 'adwl']],
    ['xyz,station', []],
  ])('sp %j sends the plans %j', (sp, plans) => {
    expect(plansSent(sp)).toEqual(plans);
  });

  it.each([
    [undefined, []],
    ['xyz', []],
    ['es', ['es']],
    ['adw,ADW,xyz,adwl', ['adw', 'adwl']],
    ['enwl0800', ['enwl0800']],
  ])('sp %j shows the plans %j, those it sends', (sp, codes) => {
    expect(linkPlans(sp).map((plan) => plan.planCode)).toEqual(codes);
    expect(linkPlans(sp).map((plan) => plan.planCode)).toEqual(plansSent(sp));
  });

  it.each([
    [undefined, null],
    ['', null],
    ['false', null],
    ['FALSE', null],
    ['REDESUL', 'REDESUL'],
    [' REDESUL ', 'REDESUL'],
  ])('empresaMae %j gives the mother-company code %j', (empresaMae, code) => {
    expect(motherCompanyFrom(empresaMae)).toBe(code);
  });
});

describe('sign-up payload', () => {
  const person = v.parse(personSchema, { userName: ' Ana Souza ', phone: '11 9 8765-4321' });
  const company = v.parse(companySchema, { role: 'ceo', companyName: ' Padaria ' });
  const access = v.parse(accessSchema, {
    email: 'ana@boavista.com.br',
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    terms: true,
  });

  it('is the payload of spec §3: digits-only phone, fixed origin, the route and the language', () => {
    expect(
      signUpPayload({ person, company, access, sp: 'es,esw', empresaMae: 'false', locale: 'es' }),
    ).toEqual({
      userName: 'Ana Souza',
      phone: '11987654321',
      role: 'ceo',
      companyName: 'Padaria',
      email: 'ana@boavista.com.br',
      password: 'Senha@123',
      codeMotherCompany: null,
      origin: 'saas',
      projectReference: 'essential_saas',
      stationLight: true,
      selectedPlans: ['es', 'esw'],
      language: 'ES',
    });
  });

  it("speaks 'PT' in Portuguese", () => {
    const payload = signUpPayload({
      person,
      company,
      access,
      sp: undefined,
      empresaMae: 'REDESUL',
      locale: 'pt-BR',
    });
    expect(payload).toMatchObject({ language: 'PT', codeMotherCompany: 'REDESUL' });
  });

  it('refuses a step without its required fields: the role and the terms', () => {
    expect(v.safeParse(companySchema, { role: '', companyName: 'Padaria' }).success).toBe(false);
    expect(
      v.safeParse(accessSchema, {
        email: 'ana@boavista.com.br',
        password: 'Senha@123',
        confirmPassword: 'Senha@123',
        terms: false,
      }).success,
    ).toBe(false);
  });
});
