import fc from 'fast-check';
import {
  applyDiscounts,
  COUPON_DURATIONS,
  couponProblem,
  couponValue,
  isValidCouponCode,
  normalizeCouponCode,
  type CouponDefinition,
} from './coupons';
import { planFromCode } from './plans';

const valid: CouponDefinition = {
  couponCode: 'natal20',
  validOnPlans: ['es', 'esw'],
  discount: [
    { productCode: 'essential', discountPercentage: 20, cycles: 2 },
    { productCode: 'web_channel', discountPercentage: 100, cycles: 120 },
  ],
};

describe('coupon definition (spec §5)', () => {
  it('lasts 1 to 12 months, or 120 for a permanent coupon', () => {
    expect(COUPON_DURATIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 120]);
  });

  it('takes a code of more than 3 characters, trimmed and upper-cased', () => {
    expect(normalizeCouponCode('  natal20 ')).toBe('NATAL20');
    expect(isValidCouponCode('abcd')).toBe(true);
    expect(isValidCouponCode(' abc ')).toBe(false);
  });

  it('accepts a coupon that keeps every rule', () => {
    expect(couponProblem(valid)).toBeNull();
  });

  const discount = (change: object) => ({
    ...valid,
    discount: [{ productCode: 'essential', discountPercentage: 10, cycles: 1, ...change }],
  });

  it.each<[string, CouponDefinition, string]>([
    ['a code of 3 characters', { ...valid, couponCode: ' ab1 ' }, 'code'],
    ['no plan', { ...valid, validOnPlans: [] }, 'plans'],
    ['an unknown plan', { ...valid, validOnPlans: ['es', 'zz'] }, 'unknown-plan'],
    ['no product discount', { ...valid, discount: [] }, 'discounts'],
    ['a product outside its plans', discount({ productCode: 'advanced' }), 'product'],
    [
      'the same product twice',
      { ...valid, discount: [valid.discount[0]!, valid.discount[0]!] },
      'product',
    ],
    ['a zero percentage', discount({ discountPercentage: 0 }), 'percentage'],
    ['a percentage above 100', discount({ discountPercentage: 100.5 }), 'percentage'],
    ['a percentage that is not a number', discount({ discountPercentage: NaN }), 'percentage'],
    ['zero cycles', discount({ cycles: 0 }), 'cycles'],
    ['24 cycles', discount({ cycles: 24 }), 'cycles'],
    ['a fraction of a cycle', discount({ cycles: 1.5 }), 'cycles'],
  ])('refuses %s', (_, coupon, problem) => expect(couponProblem(coupon)).toBe(problem));
});

describe('coupon arithmetic (spec §9)', () => {
  it('takes price × percentage / 100 off each product, to the cent', () => {
    expect(couponValue(2490, 10)).toBe(249);
    expect(couponValue(790, 33.33)).toBe(263.31);
    expect(couponValue(590, 100)).toBe(590);
    expect(couponValue(590, 150)).toBe(590);
    expect(couponValue(590, -5)).toBe(0);
  });

  it('takes each coupon off its own product', () => {
    const plan = planFromCode('esw')!;
    const { items, total } = applyDiscounts(plan.products, [
      { productCode: 'essential', discountPercentage: 10, cycles: 3 },
    ]);
    expect(items).toEqual([
      { code: 'essential', discount: 249 },
      { code: 'web_channel', discount: 0 },
    ]);
    expect(total).toBe(2490 + 590 - 249);
    expect(
      applyDiscounts(plan.products, [
        { productCode: 'web_channel', discountPercentage: 100, cycles: 1 },
      ]).total,
    ).toBe(2490);
  });

  it('makes a product free at most, never negative', () => {
    const plan = planFromCode('esw')!;
    const { items, total } = applyDiscounts(plan.products, [
      { productCode: 'web_channel', discountPercentage: 150, cycles: 1 },
    ]);
    expect(items[1]).toEqual({ code: 'web_channel', discount: 590 });
    expect(total).toBe(2490);
  });

  // Prices in cents up to R$ 10 000, any percentage (out of range too), some products discounted.
  const cart = fc
    .uniqueArray(
      fc.record({
        code: fc.constantFrom('essential', 'advanced', 'web_channel', 'station', 'lgpd'),
        price: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
      }),
      { selector: (product) => product.code, minLength: 1, maxLength: 5 },
    )
    .map((products) => products.map((product) => ({ ...product, name: product.code })));
  const discounts = fc.array(
    fc.record({
      productCode: fc.constantFrom('essential', 'advanced', 'web_channel', 'station', 'lgpd'),
      discountPercentage: fc.oneof(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.constantFrom(0, 100, NaN, Infinity),
      ),
      cycles: fc.constantFrom(...COUPON_DURATIONS),
    }),
    { maxLength: 6 },
  );

  it('never makes a total negative or above the plan total, nor a discount above its price', () => {
    fc.assert(
      fc.property(cart, discounts, (products, rules) => {
        const gross = products.reduce((sum, product) => sum + product.price, 0);
        const { items, total } = applyDiscounts(products, rules);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(gross + 1e-9);
        items.forEach((item, index) => {
          expect(item.code).toBe(products[index]!.code);
          expect(item.discount).toBeGreaterThanOrEqual(0);
          expect(item.discount).toBeLessThanOrEqual(products[index]!.price);
        });
        // total = plan total − coupons, to the cent.
        const discounted = items.reduce((sum, item) => sum + item.discount, 0);
        expect(Math.abs(total - (gross - discounted))).toBeLessThan(0.005);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a percentage in (0, 100] exactly price × percentage / 100, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
        fc.double({ min: Number.MIN_VALUE, max: 100, noNaN: true }),
        (price, percentage) => {
          expect(
            Math.abs(couponValue(price, percentage) - (price * percentage) / 100),
          ).toBeLessThanOrEqual(0.005);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
