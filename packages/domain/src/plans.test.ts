import {
  FEATURE_COUNTS,
  PLAN_CODES,
  planFromCode,
  planIdentifier,
  planName,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPES,
  productPlans,
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

describe('productPlans', () => {
  it('offers Station’s twelve plans by identifier, each naming its tier', () => {
    const plans = productPlans('station');
    expect(plans).toHaveLength(12);
    expect(plans[0]).toEqual({ identifier: 'essential', name: 'Essential' });
    expect(plans).toContainEqual({
      identifier: 'advanced_web_with_link_0800',
      name: 'Advanced + Canal 0800 com psicólogos e link',
    });
    for (const plan of plans) expect(tierOfIdentifier(plan.identifier)).not.toBeNull();
  });

  it('offers one plan per tier of the integrity network and of LGPD', () => {
    expect(productPlans('integrityNetwork')).toEqual([
      { identifier: 'csr_essential', name: 'Rede de Integridade Essential' },
      { identifier: 'csr_advanced', name: 'Rede de Integridade Advanced' },
      { identifier: 'csr_enterprise', name: 'Rede de Integridade Enterprise' },
    ]);
    expect(productPlans('lgpd').map((plan) => tierOfIdentifier(plan.identifier))).toEqual([
      'essential',
      'advanced',
      'enterprise',
    ]);
  });
});
