// The checkout's data (spec §2.6, §3 Address, Billing contact, Payment; §5 rules): the four
// steps, the schemas of the two steps the user types into, and how the purchase is sent.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import type { PAYMENT_METHODS } from '@portal/api';
import { DEFAULT_COUNTRY, type Plan } from '@portal/domain';
import { CARD_RULES, EMPTY_CARD, type CardValues } from '@portal/billing/card';
import {
  cep,
  cnpj,
  dropdown,
  email,
  maxLength,
  phone,
  registration,
  required,
} from '@portal/rules';

/** The steps, in order (spec §2.6): Plan, Company and billing data, Payment, Finalization. */
export const STEPS = ['plan', 'company', 'payment', 'review'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_NAMES: Readonly<Record<Step, MessageDescriptor>> = {
  plan: msg`Plano`,
  company: msg`Dados da empresa e de cobrança`,
  payment: msg`Pagamento`,
  review: msg`Finalização`,
};

// ---------------------------------------------------------------- step 2: company and billing

/**
 * Everything but additionalDetails and stateRegistration must be filled (spec §5). The CEP is
 * also checked by the postal lookup (an async rule of the form).
 */
export const companySchema = v.object({
  companyName: v.pipe(required, maxLength(120)),
  cnpj: cnpj(),
  zipcode: cep,
  typeStreet: dropdown,
  street: v.pipe(required, maxLength(120)),
  number: v.pipe(required, maxLength(20)),
  additionalDetails: v.pipe(v.string(), v.trim(), maxLength(120)),
  typeNeighborhood: dropdown,
  neighborhood: v.pipe(required, maxLength(120)),
  city: v.pipe(required, maxLength(120)),
  state: dropdown,
  country: dropdown,
  stateRegistration: registration,
  municipalRegistration: v.pipe(required, registration),
  financeEmail: email(),
  financePhone: phone,
});

export type CompanyFields = {
  readonly companyName: string;
  readonly cnpj: string;
  readonly zipcode: string;
  readonly typeStreet: string;
  readonly street: string;
  readonly number: string;
  readonly additionalDetails: string;
  readonly typeNeighborhood: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly stateRegistration: string;
  readonly municipalRegistration: string;
  readonly financeEmail: string;
  readonly financePhone: string;
};

export type CompanyData = v.InferOutput<typeof companySchema>;

export const EMPTY_COMPANY: CompanyFields = {
  companyName: '',
  cnpj: '',
  zipcode: '',
  typeStreet: '',
  street: '',
  number: '',
  additionalDetails: '',
  typeNeighborhood: '',
  neighborhood: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
  stateRegistration: '',
  municipalRegistration: '',
  financeEmail: '',
  financePhone: '',
};

// ---------------------------------------------------------------- step 3: payment

/** credit_card or bank_slip (spec §9), or pix (ADR 013, behind the checkout-pix flag). */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment method starts empty and must be chosen; a card needs its five fields (spec §4,
 * §5: `CARD_RULES` of `@portal/billing/card`, shared with the billing page's card on file), a
 * bank slip or a Pix nothing more.
 */
export const paymentSchema = v.variant(
  'method',
  [
    v.object({
      method: v.literal('bank_slip'),
      holderName: v.string(),
      cardNumber: v.string(),
      holderTaxId: v.string(),
      expiry: v.string(),
      cvv: v.string(),
    }),
    // A Pix needs no card either (ADR 013, behind the checkout-pix flag).
    v.object({
      method: v.literal('pix'),
      holderName: v.string(),
      cardNumber: v.string(),
      holderTaxId: v.string(),
      expiry: v.string(),
      cvv: v.string(),
    }),
    v.object({ method: v.literal('credit_card'), ...CARD_RULES }),
  ],
  // Nothing chosen yet (spec §8: select a payment method).
  'paymentMethod',
);

export type PaymentFields = CardValues & {
  /** '' until chosen. */
  readonly method: string;
};

export const EMPTY_PAYMENT: PaymentFields = { method: '', ...EMPTY_CARD };

// The card's fields as the billing package names them: those a slip clears (spec §4), those
// never written anywhere, the provider's 422 parameters, and what the review shows of a card.
export {
  CARD_FIELDS,
  CARD_PARAMETERS,
  maskedCardNumber,
  SECRET_CARD_FIELDS,
} from '@portal/billing/card';

// ---------------------------------------------------------------- the purchase

/** The address map of POST /payment/checkout (spec §7): field name → value. */
export function addressOf(company: CompanyData): Record<string, string> {
  const entries = Object.entries(company).filter(([, value]) => value !== '');
  return Object.fromEntries(entries);
}

/** A paid plan chosen on step 1, with the coupon applied to it (if any). */
export interface Cart {
  readonly plan: Plan;
  readonly coupon: AppliedCoupon | null;
}

export interface AppliedCoupon {
  readonly code: string;
  readonly discount: readonly {
    readonly productCode: string;
    readonly discountPercentage: number;
    readonly cycles: number;
  }[];
}
