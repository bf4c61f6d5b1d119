// The rules of checkout, billing and the back-office: coupons, billing e-mail, images.
import {
  couponProblem,
  isAllowedImage,
  isValidEmail,
  normalizeCouponCode,
  type ImageFile,
} from '@portal/domain';
import * as v from 'valibot';
import type { RuleMessageKey } from '../messages';
import { filled, REQUIRED, rule, text } from './base';

// The domain states the coupon-code rule inside couponProblem, as its first check.
const isCouponCodeLongEnough = (code: string) =>
  couponProblem({ couponCode: code, validOnPlans: [], discount: [] }) !== 'code';

/** A coupon code: more than 3 characters; it comes out trimmed and upper-cased. */
export const couponCode = /* @__PURE__ */ v.pipe(
  text,
  v.transform(normalizeCouponCode),
  filled,
  rule(isCouponCodeLongEnough, 'couponCode'),
);

/** The payment methods of spec §9. */
export const PAYMENT_METHOD_CODES = ['credit_card', 'bank_slip'] as const;

/** The checkout's payment method: nothing chosen is 'Selecione uma forma de pagamento'. */
export const paymentMethod = /* @__PURE__ */ v.picklist<
  typeof PAYMENT_METHOD_CODES,
  RuleMessageKey
>(PAYMENT_METHOD_CODES, 'paymentMethod');

/**
 * The new billing e-mail: the current one again is 'Use um e-mail diferente do atual', an
 * invalid one 'Use um e-mail válido'.
 */
export function billingEmail(current: string) {
  const same = current.trim().toLowerCase();
  return v.pipe(
    text,
    filled,
    rule((value) => value.toLowerCase() !== same, 'billingEmailSame'),
    rule((value) => isValidEmail(value), 'billingEmailInvalid'),
  );
}

const isImageFile = (value: unknown): value is ImageFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImageFile).size === 'number' &&
  typeof (value as ImageFile).type === 'string' &&
  typeof (value as ImageFile).name === 'string';

/**
 * An avatar or a logo (a File): JPG, JPEG, PNG or WEBP ('Use uma imagem JPG, JPEG, PNG ou
 * WEBP'), at most 1 MiB ('A imagem deve ter no máximo 1 MB'). The domain's isAllowedImage
 * decides, the type first; nothing chosen is 'required'.
 */
export const imageFile = /* @__PURE__ */ v.pipe(
  v.custom<ImageFile, RuleMessageKey>(isImageFile, REQUIRED),
  v.rawCheck<ImageFile>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const verdict = isAllowedImage(dataset.value);
    if (verdict === 'ok') return;
    const key: RuleMessageKey = verdict === 'too-large' ? 'imageTooLarge' : 'imageType';
    addIssue({ message: key });
  }),
);
