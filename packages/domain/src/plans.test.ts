import { applyDiscounts } from './coupons';
import { PLAN_CODES, planFromCode } from './plans';

describe('plans', () => {
  it('prices every plan code of spec §9 as the sum of its products', () => {
    expect(PLAN_CODES).toHaveLength(12);
    expect(planFromCode('es')?.total).toBe(2490);
    expect(planFromCode('esw')?.total).toBe(2490 + 590);
    expect(planFromCode('adwl')?.total).toBe(3280 + 790);
    expect(planFromCode('enwl0800')?.total).toBe(4980 + 1890);
    expect(planFromCode('xx')).toBeNull();
  });

  it('takes each coupon off its own product, never below zero', () => {
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
});
