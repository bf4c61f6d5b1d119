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

const TIER_PREFIX: Readonly<Record<string, Tier>> = {
  es: 'essential',
  ad: 'advanced',
  en: 'enterprise',
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
  const tier = TIER_PREFIX[match[1]!]!;
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

/** The free trial of a new SaaS account (spec §9). */
export const TRIAL_DAYS = 15;
