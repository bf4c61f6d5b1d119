// What a coupon is about, in the reader's language: the products it discounts, the plans it is
// valid on and how long it lasts (spec §9). The products' and plans' names in the reader's
// language are @portal/rules' (productLabel, planLabel).
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Locale } from '@portal/contracts';
import {
  CHANNELS,
  PERMANENT_COUPON_CYCLES,
  PLAN_CODES,
  planFromCode,
  TIERS,
  type ProductDiscount,
  type Tier,
} from '@portal/domain';
import { productLabel } from '@portal/rules';

/** Every product a coupon may discount: the tiers, then the reporting channels. */
export const COUPON_PRODUCTS = [...Object.values(TIERS), ...Object.values(CHANNELS)];

/** The plan codes of each tier, in the order of spec §9 (es, esw, eswl, eswl0800, …). */
export const PLANS_BY_TIER: readonly { readonly tier: Tier; readonly codes: readonly string[] }[] =
  (Object.keys(TIERS) as Tier[]).map((tier) => ({
    tier,
    codes: PLAN_CODES.filter((code) => planFromCode(code)?.tier === tier),
  }));

/** A product's monthly price in BRL, or null for a code that is not a product of spec §9. */
export function productPrice(productCode: string): number | null {
  return COUPON_PRODUCTS.find((product) => product.code === productCode)?.price ?? null;
}

/** The products of the plans, each once, in the order of COUPON_PRODUCTS. */
export function productsOfPlans(planCodes: readonly string[]): readonly string[] {
  const codes = new Set(
    planCodes.flatMap((code) => planFromCode(code)?.products.map((product) => product.code) ?? []),
  );
  return COUPON_PRODUCTS.map((product) => product.code).filter((code) => codes.has(code));
}

/** How long a discount lasts: '1 mês', '12 meses', or 'Permanente' (120 cycles). */
export function durationLabel(cycles: number, i18n: I18n): string {
  return cycles === PERMANENT_COUPON_CYCLES
    ? i18n._(msg`Permanente`)
    : i18n._(msg`${plural(cycles, { one: '# mês', other: '# meses' })}`);
}

/** A percentage as the locale writes it: '12,5%' in pt-BR. */
export function formatPercentage(percentage: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percentage / 100,
  );
}

/** One discount in a line: 'Essential: 10% por 3 meses', 'Enterprise: 15%, permanente'. */
export function discountLabel(discount: ProductDiscount, i18n: I18n, locale: Locale): string {
  const product = productLabel(discount.productCode, i18n);
  const percentage = formatPercentage(discount.discountPercentage, locale);
  if (discount.cycles === PERMANENT_COUPON_CYCLES) {
    return i18n._(msg`${product}: ${percentage}, permanente`);
  }
  const duration = durationLabel(discount.cycles, i18n);
  return i18n._(msg`${product}: ${percentage} por ${duration}`);
}
