// Plans, products and monthly prices in BRL (spec §9).

export type Tier = 'essential' | 'advanced' | 'enterprise';
export type ChannelCode = 'w' | 'wl' | 'wl0800';

export interface Product {
  readonly code: string;
  readonly name: string;
  /** Monthly price in BRL. */
  readonly price: number;
}

export const TIERS: Readonly<Record<Tier, Product>> = {
  essential: { code: 'essential', name: 'Essential', price: 2490 },
  advanced: { code: 'advanced', name: 'Advanced', price: 3280 },
  enterprise: { code: 'enterprise', name: 'Enterprise', price: 4980 },
};

export const CHANNELS: Readonly<Record<ChannelCode, Product>> = {
  w: { code: 'web_channel', name: 'Canal de denúncias web', price: 590 },
  wl: { code: 'web_channel_with_link', name: 'Canal de denúncias web com link', price: 790 },
  wl0800: {
    code: 'phone_channel_with_link',
    name: 'Canal 0800 com psicólogos e link',
    price: 1890,
  },
};

export const STATION: Product = { code: 'station', name: 'Station', price: 2290 };

/** How many features the plan-selection card of each tier lists (spec §2.2). */
export const FEATURE_COUNTS: Readonly<Record<Tier, number>> = {
  essential: 2,
  advanced: 3,
  enterprise: 4,
};

/** The three lines of product of spec §9; a company's plan identifier belongs to one of them. */
export const PRODUCT_TYPES = ['station', 'integrityNetwork', 'lgpd'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_NAMES: Readonly<Record<ProductType, string>> = {
  station: 'Station',
  integrityNetwork: 'Rede de Integridade',
  lgpd: 'LGPD',
};

/** Station 1.0 and 2.0 are told apart by the company's type (spec §1). */
export const STATION_COMPANY_TYPES = {
  stationCompany: 'Station 1.0',
  stationLight: 'Station 2.0',
} as const;

/** The two-letter prefix of a tier's plan codes (spec §9). */
export const TIER_PREFIXES: Readonly<Record<Tier, string>> = {
  essential: 'es',
  advanced: 'ad',
  enterprise: 'en',
};

const TIER_OF_PREFIX: Readonly<Record<string, Tier>> = Object.fromEntries(
  (Object.keys(TIER_PREFIXES) as Tier[]).map((tier) => [TIER_PREFIXES[tier], tier]),
);

/** The channel part of a plan identifier: essential_web_with_link_0800 and so on (spec §9). */
const CHANNEL_IDENTIFIERS: Readonly<Record<ChannelCode, string>> = {
  w: 'web',
  wl: 'web_with_link',
  wl0800: 'web_with_link_0800',
};

/** The twelve plan codes: es, esw, eswl, eswl0800, ad…, en…. */
export const PLAN_CODES = (['es', 'ad', 'en'] as const).flatMap((prefix) =>
  ['', 'w', 'wl', 'wl0800'].map((channel) => `${prefix}${channel}`),
);

export interface Plan {
  readonly planCode: string;
  readonly tier: Tier;
  readonly channel: ChannelCode | null;
  readonly products: readonly Product[];
  /** Monthly total in BRL: the sum of the products. */
  readonly total: number;
}

/** The plan a code names, or null for an unknown code. */
export function planFromCode(planCode: string): Plan | null {
  const match = /^(es|ad|en)(w|wl|wl0800)?$/.exec(planCode);
  if (!match) return null;
  const tier = TIER_OF_PREFIX[match[1]!]!;
  const channel = (match[2] ?? null) as ChannelCode | null;
  const products = [TIERS[tier], ...(channel ? [CHANNELS[channel]] : [])];
  return {
    planCode,
    tier,
    channel,
    products,
    total: products.reduce((sum, product) => sum + product.price, 0),
  };
}

/** The display name of a plan ('Essential + Canal de denúncias web'). */
export function planName(plan: Plan): string {
  return plan.products.map((product) => product.name).join(' + ');
}

/** The back-office plan identifier of a plan: `essential`, `advanced_web_with_link`, … (spec §9). */
export function planIdentifier(plan: Pick<Plan, 'tier' | 'channel'>): string {
  return plan.channel ? `${plan.tier}_${CHANNEL_IDENTIFIERS[plan.channel]}` : plan.tier;
}

/**
 * The tier a plan identifier or project reference names ('advanced_web' → advanced,
 * 'essential_saas' → essential), or null for one outside the tiers ('station', 'lgpd_…').
 */
export function tierOfIdentifier(identifier: string): Tier | null {
  const match = /(?:^|_)(essential|advanced|enterprise)(?:_|$)/.exec(identifier);
  return (match?.[1] as Tier | undefined) ?? null;
}

/** The free trial of a new SaaS account (spec §9). */
export const TRIAL_DAYS = 15;

export interface ProductPlan {
  /** The project reference the back-office activates a client with (spec §7 activate-client). */
  readonly identifier: string;
  readonly name: string;
}

/**
 * The plans of a line of product a client may be activated on (spec §9): Station's twelve
 * (`essential`, `essential_web` … `enterprise_web_with_link_0800`), then one per tier of the
 * integrity network (`csr_*`) and of LGPD (`lgpd_*`).
 */
export function productPlans(type: ProductType): ProductPlan[] {
  if (type === 'station') {
    return PLAN_CODES.map((code) => {
      const plan = planFromCode(code)!;
      return { identifier: planIdentifier(plan), name: planName(plan) };
    });
  }
  const prefix = type === 'integrityNetwork' ? 'csr' : 'lgpd';
  return (Object.keys(TIERS) as Tier[]).map((tier) => ({
    identifier: `${prefix}_${tier}`,
    name: `${PRODUCT_TYPE_NAMES[type]} ${TIERS[tier].name}`,
  }));
}
