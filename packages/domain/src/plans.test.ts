import {
  FEATURE_COUNTS,
  PLAN_CODES,
  planFromCode,
  planIdentifier,
  planName,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPES,
  tierOfIdentifier,
} from './plans';

describe('plans', () => {
  it('prices every plan code of spec §9 as the sum of its products', () => {
    expect(PLAN_CODES).toEqual([
      'es',
      'esw',
      'eswl',
      'eswl0800',
      'ad',
      'adw',
      'adwl',
      'adwl0800',
      'en',
      'enw',
      'enwl',
      'enwl0800',
    ]);
    expect(planFromCode('es')?.total).toBe(2490);
    expect(planFromCode('esw')?.total).toBe(2490 + 590);
    expect(planFromCode('adwl')?.total).toBe(3280 + 790);
    expect(planFromCode('enwl0800')?.total).toBe(4980 + 1890);
    expect(planFromCode('xx')).toBeNull();
    expect(planFromCode('ESW')).toBeNull();
  });

  it('names a plan after its products', () => {
    expect(planName(planFromCode('esw')!)).toBe('Essential + Canal de denúncias web');
  });

  it('lists 2, 3 and 4 features on the Essential, Advanced and Enterprise cards', () => {
    expect(FEATURE_COUNTS).toEqual({ essential: 2, advanced: 3, enterprise: 4 });
  });

  it('knows the product types of spec §9', () => {
    expect(PRODUCT_TYPES.map((type) => PRODUCT_TYPE_NAMES[type])).toEqual([
      'Station',
      'Rede de Integridade',
      'LGPD',
    ]);
  });

  it.each([
    ['es', 'essential'],
    ['adw', 'advanced_web'],
    ['enwl', 'enterprise_web_with_link'],
    ['eswl0800', 'essential_web_with_link_0800'],
  ])('gives plan %s the identifier %s, and back its tier', (code, identifier) => {
    const plan = planFromCode(code)!;
    expect(planIdentifier(plan)).toBe(identifier);
    expect(tierOfIdentifier(identifier)).toBe(plan.tier);
  });

  it('reads the tier of a project reference, or none', () => {
    expect(tierOfIdentifier('essential_saas')).toBe('essential');
    expect(tierOfIdentifier('lgpd_advanced')).toBe('advanced');
    expect(tierOfIdentifier('station')).toBeNull();
    expect(tierOfIdentifier('advancedish')).toBeNull();
  });
});
