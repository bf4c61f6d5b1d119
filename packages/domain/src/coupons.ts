// Coupon arithmetic (spec §9): per product value × percentage / 100, never more than the price.
import type { Product } from './plans';

export interface ProductDiscount {
  readonly productCode: string;
  readonly discountPercentage: number;
  readonly cycles: number;
}

/** The discount on one product, in BRL, capped at its price and never negative. */
export function couponValue(price: number, discountPercentage: number): number {
  const value = (price * discountPercentage) / 100;
  return Math.min(Math.max(value, 0), price);
}

/** Each product's discount and the total after discounts. */
export function applyDiscounts(
  products: readonly Product[],
  discounts: readonly ProductDiscount[],
): { readonly items: { code: string; discount: number }[]; readonly total: number } {
  const items = products.map((product) => {
    const rule = discounts.find((discount) => discount.productCode === product.code);
    return {
      code: product.code,
      discount: rule ? couponValue(product.price, rule.discountPercentage) : 0,
    };
  });
  const gross = products.reduce((sum, product) => sum + product.price, 0);
  const total = gross - items.reduce((sum, item) => sum + item.discount, 0);
  return { items, total: total < 0 ? gross : total };
}
