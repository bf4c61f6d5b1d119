// Checkout, progress and billing (spec §7): the purchase, the onboarding's steps, subscriptions
// and charges.
import * as v from 'valibot';
import { defineCall, envelope, IDEMPOTENCY_KEY_HEADER, idempotencyKey, outcome } from '../define';
import {
  bill,
  chosenPlan,
  documentsOfCharge,
  id,
  paymentMethod,
  pixCharge,
  productDiscount,
  subscription,
} from '../entities';
import { text, filled, email, url } from './fields';

export const discount = defineCall({
  id: 'discount',
  base: 'user',
  method: 'GET',
  path: '/payment/discounts/:planCode/:couponCode',
  access: 'user',
  request: v.object({ planCode: filled, couponCode: filled }),
  response: envelope(v.object({ discount: v.array(productDiscount) })),
});

export const cardToken = defineCall({
  id: 'cardToken',
  base: 'cardProvider',
  method: 'POST',
  path: '/public/payment_profiles',
  access: 'public',
  request: v.object({
    holder_name: text,
    registry_code: text,
    card_expiration: text,
    card_number: text,
    card_cvv: text,
    payment_method_code: v.literal('credit_card'),
  }),
  response: v.object({
    payment_profile: v.object({
      gateway_token: id,
      card_number_last_four: v.pipe(v.string(), v.length(4)),
      payment_company: v.object({ code: v.picklist(['visa', 'mastercard']) }),
    }),
  }),
  success: [201],
});

/** The card provider's 422 body: one entry per refused field. */
export const cardErrors = v.object({
  errors: v.array(v.object({ id: text, parameter: text, message: text })),
});

export const postalLookup = defineCall({
  id: 'postalLookup',
  base: 'postalLookup',
  method: 'GET',
  path: '/ws/:cep/json/',
  access: 'public',
  request: v.object({ cep: v.pipe(v.string(), v.regex(/^\d{8}$/)) }),
  response: v.union([
    v.object({
      cep: text,
      logradouro: text,
      complemento: text,
      bairro: text,
      localidade: text,
      uf: v.pipe(v.string(), v.length(2)),
    }),
    v.object({ erro: v.literal(true) }),
  ]),
});

export const checkout = defineCall({
  id: 'checkout',
  base: 'user',
  method: 'POST',
  path: '/payment/checkout',
  access: 'user',
  request: v.object({
    address: v.record(v.string(), v.string()),
    couponCode: v.optional(v.nullable(text)),
    planCode: filled,
    paymentMethodCode: paymentMethod,
    token: v.optional(v.nullable(text)),
    /** One per purchase attempt: a repeat (after a lost answer) can never pay twice. */
    idempotencyKey,
  }),
  headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
  response: v.object({
    success: v.boolean(),
    status: v.literal(201),
    message: v.optional(text),
    payload: v.object({
      subscriptionId: id,
      bill: v.object({ charges: v.array(v.object({ printUrl: v.nullable(url) })) }),
      /**
       * Paid by Pix (ADR 013, proposed): the Pix of the new bill's first charge; the subscription
       * stays pending until it is paid (poll `pix`).
       */
      pix: v.optional(pixCharge),
    }),
  }),
  success: [201],
});

const progressFlags = v.object({
  finishedPlanChoice: v.boolean(),
  choosedPlan: v.nullable(chosenPlan),
  finishedOnboarding: v.picklist(['true', 'false']),
  finishedCheckout: v.boolean(),
  validSubscription: v.picklist(['true', 'false']),
});

export const planChoice = defineCall({
  id: 'planChoice',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/plan-choice',
  access: 'user',
  request: v.object({ choosedPlan: chosenPlan, selectedPlans: v.optional(v.array(text)) }),
  response: envelope(progressFlags),
});

export const finishOnboarding = defineCall({
  id: 'finishOnboarding',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/finish-onboarding',
  access: 'user',
  request: v.object({ userRole: v.optional(v.picklist(['co', 'ceo', 'ceo-co', 'cfo'])) }),
  response: envelope(progressFlags),
});

export const finishCheckout = defineCall({
  id: 'finishCheckout',
  base: 'implementation',
  method: 'POST',
  path: '/super-user/finish-checkout',
  access: 'user',
  request: v.object({ finished: v.optional(v.boolean()) }),
  response: envelope(progressFlags),
});

export const subscriptions = defineCall({
  id: 'subscriptions',
  base: 'user',
  method: 'GET',
  path: '/payment/subscription',
  access: 'user',
  request: v.object({ companyId: v.optional(id) }),
  response: envelope(v.array(subscription)),
});

export const billHistory = defineCall({
  id: 'billHistory',
  base: 'user',
  method: 'GET',
  path: '/payment/bill-history/:subscriptionId',
  access: 'user',
  request: v.object({ subscriptionId: id }),
  response: envelope(v.array(bill)),
});

export const updateCustomerEmail = defineCall({
  id: 'updateCustomerEmail',
  base: 'user',
  method: 'PUT',
  path: '/payment/update-customer-email',
  access: 'user',
  // The field name is the backend's own spelling.
  request: v.object({ newCostumerEmail: email }),
  response: outcome,
});

export const cancelSubscription = defineCall({
  id: 'cancelSubscription',
  base: 'user',
  method: 'POST',
  path: '/payment/cancel-subscription',
  access: 'admin',
  request: v.object({ subscriptionId: id }),
  response: envelope(subscription),
});

export const reactivateSubscription = defineCall({
  id: 'reactivateSubscription',
  base: 'user',
  method: 'POST',
  path: '/payment/reactivate-subscription',
  access: 'admin',
  request: v.object({ subscriptionId: id }),
  response: envelope(subscription),
});

export const changePlan = defineCall({
  id: 'changePlan',
  base: 'user',
  method: 'PUT',
  path: '/company/change-plan/',
  access: 'user',
  request: v.object({ companyId: id, newPlan: chosenPlan }),
  response: envelope(progressFlags),
});

/**
 * The Pix of a charge that is due or late (ADR 013, proposed): a new one (201), or the open one
 * the charge already has (200), whatever the key, so a charge is never paid twice through two
 * codes; a repeated key gets its first answer again.
 */
export const createPix = defineCall({
  id: 'createPix',
  base: 'user',
  method: 'POST',
  path: '/payment/charges/:chargeId/pix',
  access: 'user',
  request: v.object({ chargeId: id, idempotencyKey }),
  headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
  response: envelope(pixCharge),
  success: [200, 201],
});

/** A Pix as the backend knows it now: paid once the bank confirmed it, expired past its time. */
export const pix = defineCall({
  id: 'pix',
  base: 'user',
  method: 'GET',
  path: '/payment/pix/:pixId',
  access: 'user',
  request: v.object({ pixId: id }),
  response: envelope(pixCharge),
});

/** A charge's documents (ADR 013, proposed): its receipt's data once paid, its NFS-e, its slip. */
export const chargeDocuments = defineCall({
  id: 'chargeDocuments',
  base: 'user',
  method: 'GET',
  path: '/payment/charges/:chargeId/documents',
  access: 'user',
  request: v.object({ chargeId: id }),
  response: envelope(documentsOfCharge),
});

/**
 * Replaces the card on file of a subscription paid by card (ADR 013, proposed) with a card the
 * browser has just tokenised at the card provider (`cardToken`): the card never reaches our
 * backend. On a refusal (402 `card_refused`, its `detail` the issuer's reason) the old card stays.
 */
export const replaceCard = defineCall({
  id: 'replaceCard',
  base: 'user',
  method: 'PUT',
  path: '/payment/subscription/:subscriptionId/card',
  access: 'user',
  request: v.object({ subscriptionId: id, token: filled, idempotencyKey }),
  headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
  response: envelope(subscription),
});
