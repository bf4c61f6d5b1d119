// The create-coupon form (spec §5): its fields, the rules of @portal/rules on each, and the
// coupon rules of the domain (couponProblem) placed on the field they are about.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  COUPON_DURATIONS,
  couponProblem,
  couponValue,
  PLAN_CODES,
  type CouponDefinition,
  type ProductDiscount,
} from '@portal/domain';
import { couponCode, dropdown, required, type RuleMessageKey } from '@portal/rules';
import type { FormMessage, FormRow, Refusals } from '@portal/rules/form';
import { productPrice } from './products';

/** The checkbox of a plan code: `plan_esw`. */
export type PlanField = `plan_${string}`;
export const planField = (planCode: string): PlanField => `plan_${planCode}`;
const PLAN_FIELDS = PLAN_CODES.map(planField);

/** One row of the discounts list, as typed: product code, percentage, cycles ('' = none yet). */
export type DiscountRow = {
  readonly productCode: string;
  readonly discountPercentage: string;
  readonly cycles: string;
};

export type CouponFields = {
  couponCode: string;
  discounts: readonly FormRow[];
  [plan: PlanField]: boolean;
};

export const EMPTY_DISCOUNT: DiscountRow = { productCode: '', discountPercentage: '', cycles: '' };

/** An empty form: no plan, one empty discount row. */
export const START_FIELDS: CouponFields = {
  couponCode: '',
  discounts: [EMPTY_DISCOUNT],
  ...Object.fromEntries(PLAN_FIELDS.map((field) => [field, false])),
};

/** The plan codes checked, in the order of spec §9. */
export const chosenPlans = (values: CouponFields): string[] =>
  PLAN_CODES.filter((code) => values[planField(code)] === true);

/** A typed percentage ('10', '12,5', '12.5') as a number; NaN for anything else. */
export function parsePercentage(text: string): number {
  const trimmed = text.trim();
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const discountRowSchema = v.object({
  productCode: dropdown,
  discountPercentage: required,
  cycles: dropdown,
});

const fieldsSchema = v.object({
  couponCode,
  discounts: v.array(discountRowSchema),
  ...Object.fromEntries(PLAN_FIELDS.map((field) => [field, v.boolean()])),
});

/** What a form that passed its rules gives: the code trimmed and upper-cased. */
export type CouponOutput = {
  couponCode: string;
  discounts: v.InferOutput<typeof discountRowSchema>[];
  [plan: PlanField]: boolean;
};

/**
 * The fields' own rules: the code (more than 3 characters, upper case out), each row filled in,
 * and at least one plan, said on the first plan's checkbox, where a refused submit puts focus.
 * It runs whatever else is wrong, so every message shows on the first try.
 */
export const couponSchema = v.pipe(
  fieldsSchema,
  v.rawCheck<v.InferInput<typeof fieldsSchema>>(({ dataset, addIssue }) => {
    const values = dataset.value as Partial<CouponFields>;
    if (PLAN_FIELDS.some((field) => values[field] === true)) return;
    const [first] = PLAN_FIELDS as [PlanField];
    const message: RuleMessageKey = 'dropdown';
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: values, key: first, value: values[first] }],
    });
  }),
  // valibot cannot type the plan checkboxes' keys, made from PLAN_CODES at run time.
) as unknown as v.GenericSchema<CouponFields, CouponOutput>;

const MESSAGES = {
  noDiscount: msg`Adicione ao menos um desconto por produto.`,
  product: msg`Escolha um produto dos planos marcados.`,
  repeated: msg`Este produto já tem um desconto neste cupom.`,
  percentage: msg`Digite um desconto maior que 0 e de no máximo 100%.`,
  cycles: msg`Escolha de 1 a 12 meses, ou permanente.`,
} satisfies Record<string, MessageDescriptor>;

/** A code surely long enough, so couponProblem judges the discount rows alone. */
const SOME_CODE = 'CUPOM';

const discountOf = (row: FormRow): ProductDiscount => ({
  productCode: row.productCode ?? '',
  discountPercentage: parsePercentage(row.discountPercentage ?? ''),
  cycles: Number(row.cycles),
});

/** The domain's verdict on one part of a discount, the rest of it being surely valid. */
const problemWith = (part: Partial<ProductDiscount>, plans: readonly string[] = PLAN_CODES) =>
  couponProblem({
    couponCode: SOME_CODE,
    validOnPlans: plans,
    discount: [{ productCode: 'essential', discountPercentage: 10, cycles: 1, ...part }],
  });

/** A percentage the domain accepts: above 0 and at most 100. */
export const isValidPercentage = (percentage: number) =>
  problemWith({ discountPercentage: percentage }) === null;

/**
 * The domain's coupon rules on what is typed, shown at once on the field they are about: a
 * discount on a product of no chosen plan, or on a product twice; a percentage outside
 * (0, 100]; a duration outside 1–12 months or permanent; no discount at all. Empty fields are
 * left to the schema ('Campo obrigatório!', 'Selecione uma opção').
 */
export function couponChecks(values: CouponFields): Refusals<keyof CouponFields & string> {
  const found: Record<string, FormMessage> = {};
  if (values.discounts.length === 0) found.discounts = MESSAGES.noDiscount;
  const plans = chosenPlans(values);
  values.discounts.forEach((row, index) => {
    const at = (column: keyof DiscountRow) => `discounts.${index}.${column}`;
    const discount = discountOf(row);
    if (discount.productCode !== '' && plans.length > 0) {
      if (problemWith({ productCode: discount.productCode }, plans) === 'product') {
        found[at('productCode')] = MESSAGES.product;
      } else if (
        values.discounts.slice(0, index).some((other) => other.productCode === row.productCode)
      ) {
        found[at('productCode')] = MESSAGES.repeated;
      }
    }
    if (row.discountPercentage?.trim() && !isValidPercentage(discount.discountPercentage)) {
      found[at('discountPercentage')] = MESSAGES.percentage;
    }
    if (row.cycles && problemWith({ cycles: discount.cycles }) !== null) {
      found[at('cycles')] = MESSAGES.cycles;
    }
  });
  // Cell paths (`discounts.0.cycles`) are how the form layer finds the messages of a list.
  return found as Refusals<keyof CouponFields & string>;
}

/** What POST /discount/ gets from a form that passed its rules. */
export function couponDefinition(output: CouponOutput): CouponDefinition {
  return {
    couponCode: output.couponCode,
    validOnPlans: PLAN_CODES.filter((code) => output[planField(code)] === true),
    discount: output.discounts.map(discountOf),
  };
}

/**
 * A product's monthly price after a typed percentage: the price less couponValue, which is never
 * more than the price, so never below 0. Null while the product or the percentage is unknown.
 */
export function discountedPrice(row: FormRow): { price: number; discounted: number } | null {
  const price = productPrice(row.productCode ?? '');
  const percentage = parsePercentage(row.discountPercentage ?? '');
  if (price === null || !isValidPercentage(percentage)) return null;
  return { price, discounted: price - couponValue(price, percentage) };
}

/** The durations a discount may have, as select values: '1' … '12', '120'. */
export const DURATION_VALUES = COUPON_DURATIONS.map(String);
