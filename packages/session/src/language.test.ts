import { accountLanguage, isLightPlan, maySpeakSpanish } from './language';
import { aSession } from './testing';

const light = { planType: 'stationLight', isSaas: true, attributions: ['superUser'] } as const;
const station1 = { planType: 'stationCompany', isSaas: false, attributions: [] } as const;
const providerStaff = { planType: 'supplier', isSaas: false, attributions: ['sales'] } as const;

describe('isLightPlan (spec §1, §9: Station 2.0 is type stationLight)', () => {
  it.each([
    ['stationLight', true, true],
    ['stationLight', false, true],
    ['stationCompany', false, false],
    ['stationCompany', true, false],
    ['empresaMae', false, false],
    ['supplier', false, false],
  ])('planType %s (isSaas %s) → %s', (planType, isSaas, expected) => {
    expect(isLightPlan({ planType, isSaas })).toBe(expected);
  });

  // A session stored before planType carried the product type holds a tier or nothing.
  it.each([
    [null, true, true],
    ['advanced', true, true],
    [null, false, false],
    ['enterprise', false, false],
  ])(
    'planType %s, no product type: a SaaS account (%s) is light → %s',
    (planType, isSaas, expected) => {
      expect(isLightPlan({ planType, isSaas })).toBe(expected);
    },
  );
});

describe('maySpeakSpanish', () => {
  it('allows a light plan and the provider staff (sales group), no one else', () => {
    expect(maySpeakSpanish(light)).toBe(true);
    expect(maySpeakSpanish(providerStaff)).toBe(true);
    expect(maySpeakSpanish(station1)).toBe(false);
    expect(maySpeakSpanish({ ...station1, attributions: ['manager', 'superUser'] })).toBe(false);
    expect(maySpeakSpanish({ ...station1, attributions: null })).toBe(false);
  });
});

describe('accountLanguage: stored choice × account language × light plan', () => {
  it.each([
    // a light plan: the device's choice where there is one, else the account's language
    [null, 'ES', light, 'es', true],
    [null, 'PT', light, 'pt-BR', true],
    ['pt-BR', 'ES', light, 'pt-BR', true],
    ['es', 'PT', light, 'es', true],
    ['es', 'ES', light, 'es', true],
    ['pt-BR', 'PT', light, 'pt-BR', true],
    // any other account: Portuguese and no Spanish, whatever the device or the account says
    [null, 'ES', station1, 'pt-BR', false],
    [null, 'PT', station1, 'pt-BR', false],
    ['es', 'ES', station1, 'pt-BR', false],
    ['es', 'PT', station1, 'pt-BR', false],
    ['pt-BR', 'ES', station1, 'pt-BR', false],
    // the provider's staff, on no customer plan: as a light plan
    [null, 'PT', providerStaff, 'pt-BR', true],
    ['es', 'PT', providerStaff, 'es', true],
  ] as const)(
    'stored %s, account %s, %o → %s, Spanish offered: %s',
    (chosen, language, plan, locale, offersSpanish) => {
      expect(accountLanguage(chosen, { ...plan, language })).toEqual({ locale, offersSpanish });
    },
  );

  it('reads the session as the store holds it', () => {
    expect(accountLanguage(null, aSession({ planType: 'stationLight', language: 'ES' }))).toEqual({
      locale: 'es',
      offersSpanish: true,
    });
    expect(accountLanguage('es', aSession({ planType: 'supplier', isSaas: false }))).toEqual({
      locale: 'pt-BR',
      offersSpanish: false,
    });
  });
});
