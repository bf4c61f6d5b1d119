// Coupons (spec §5, §9): what a valid coupon is, and what it takes off a cart.
import { planFromCode, type Product } from './plans';

/** The months a coupon lasts: 1 to 12, or 120 for a permanent one (spec §9). */
export const PERMANENT_COUPON_CYCLES = 120;
export const COUPON_DURATIONS: readonly number[] = [
  ...Array.from({ length: 12 }, (_, index) => index + 1),
  PERMANENT_COUPON_CYCLES,
];

export interface ProductDiscount {
  readonly productCode: string;
  readonly discountPercentage: number;
  /** How many monthly payments the discount applies to. */
  readonly cycles: number;
}

export interface CouponDefinition {
  readonly couponCode: string;
  readonly validOnPlans: readonly string[];
  readonly discount: readonly ProductDiscount[];
}

/**
 * The rule a coupon definition breaks, checked in this order:
 * - `code`: the code, trimmed, has 3 characters or fewer;
 * - `plans`: no plan chosen; `unknown-plan`: a code that is not a plan code of spec §9;
 * - `discounts`: no product discount;
 * - `product`: a discount on a product none of the plans has, or on the same product twice;
 * - `percentage`: a percentage outside (0, 100];
 * - `cycles`: a duration other than COUPON_DURATIONS.
 */
export type CouponProblem =
  'code' | 'plans' | 'unknown-plan' | 'discounts' | 'product' | 'percentage' | 'cycles';

/** A coupon code as stored and compared: trimmed and upper-cased. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** A coupon code has more than 3 characters once trimmed (spec §5). */
export const isValidCouponCode = (code: string): boolean => normalizeCouponCode(code).length > 3;

/** The first rule of spec §5 that `coupon` breaks, or null when it may be created. */
export function couponProblem(coupon: CouponDefinition): CouponProblem | null {
  if (!isValidCouponCode(coupon.couponCode)) return 'code';
  if (coupon.validOnPlans.length === 0) return 'plans';
  const plans = coupon.validOnPlans.map(planFromCode);
  if (plans.some((plan) => plan === null)) return 'unknown-plan';
  if (coupon.discount.length === 0) return 'discounts';
  const products = new Set(plans.flatMap((plan) => plan!.products.map(({ code }) => code)));
  const codes = coupon.discount.map((rule) => rule.productCode);
  if (codes.some((code) => !products.has(code)) || new Set(codes).size !== codes.length) {
    return 'product';
  }
  if (coupon.discount.some(({ discountPercentage: p }) => !(p > 0 && p <= 100))) {
    return 'percentage';
  }
  if (coupon.discount.some((rule) => !COUPON_DURATIONS.includes(rule.cycles))) return 'cycles';
  return null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The discount on one product, in BRL: price × percentage / 100 (spec §9), to the cent, never
 * negative and never more than the price.
 */
export function couponValue(price: number, discountPercentage: number): number {
  const value = cents((price * discountPercentage) / 100);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, price);
}

export interface DiscountedCart {
  /** Each product's discount, in the cart's order (0 for a product without one). */
  readonly items: readonly { readonly code: string; readonly discount: number }[];
  /** The plan total minus every discount; the full plan total if that went negative. */
  readonly total: number;
}

/** Each product's discount and the total after discounts (spec §5, §9). */
export function applyDiscounts(
  products: readonly Product[],
  discounts: readonly ProductDiscount[],
): DiscountedCart {
  const items = products.map((product) => {
    const rule = discounts.find((discount) => discount.productCode === product.code);
    return {
      code: product.code,
      discount: rule ? couponValue(product.price, rule.discountPercentage) : 0,
    };
  });
  const gross = products.reduce((sum, product) => sum + product.price, 0);
  const total = cents(gross - items.reduce((sum, item) => sum + item.discount, 0));
  return { items, total: total < 0 ? gross : total };
}
