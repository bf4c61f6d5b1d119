// Paying (spec §2.6, §4 Payment, §7): the card is turned into a provider token when the user
// finishes, then POST /payment/checkout carries the token under an idempotency key. The key
// belongs to one purchase attempt: a retry after an answer that never came reuses it, so the
// backend answers the first request again instead of charging twice. Each call is a hook of
// `api/` (the billing reads, the same as mf-billing's, of `@portal/billing/queries`); this is the
// order they run in and what the checkout shows meanwhile. A Pix purchase (ADR 013) carries no
// token; its answer holds the first charge's Pix, shown until the bank confirms it, and only then
// is the purchase done, as a card's is.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage, isApiError, newIdempotencyKey, type PixCharge } from '@portal/api';
import { useFreshBillingReads } from '@portal/billing/queries';
import type { Plan } from '@portal/domain';
import { ruleMessage } from '@portal/rules';
import { reportError } from '@portal/telemetry';
import { useCardToken } from './api/cardToken';
import { useFinishCheckout } from './api/finishCheckout';
import { usePayment } from './api/payment';
import { useChargePix } from './api/pix';
import {
  addressOf,
  CARD_PARAMETERS,
  type AppliedCoupon,
  type CompanyData,
  type PaymentFields,
  type PaymentMethod,
} from './model';

export interface Order {
  readonly plan: Plan;
  readonly coupon: AppliedCoupon | null;
  readonly company: CompanyData;
  /** The payment step's values, card number and CVV included (in memory only). */
  readonly payment: PaymentFields & { readonly method: PaymentMethod };
}

export type CardRefusals = Partial<Record<keyof PaymentFields, MessageDescriptor>>;

export type PurchaseState =
  | { readonly phase: 'idle' }
  /** Sent, no status yet: the loading modal. */
  | { readonly phase: 'paying' }
  /** The answer never came: the purchase is being looked for among the subscriptions. */
  | { readonly phase: 'confirming' }
  /** Bought by Pix: its code shows, read again until the bank confirms it (ADR 013). */
  | { readonly phase: 'pix'; readonly pix: PixCharge }
  | {
      readonly phase: 'paid';
      readonly method: PaymentMethod;
      readonly printUrl: string | null;
      /** The Pix that paid it, still shown under the outcome. */
      readonly pix?: PixCharge;
    }
  /** Refused: nothing was charged. `status` is the HTTP status, 500 for a thrown error. */
  | { readonly phase: 'failed'; readonly status: number; readonly title: MessageDescriptor }
  /** Neither the answer nor the confirmation came: the user may ask again with the same key. */
  | { readonly phase: 'unconfirmed' }
  /** The card provider refused fields (422): back to the payment step with them. */
  | { readonly phase: 'card-refused'; readonly refusals: CardRefusals };

/** What the card provider's refused parameters mean, in the portal's words and language. */
const CARD_FIELD_MESSAGES: Readonly<Record<keyof PaymentFields, MessageDescriptor>> = {
  method: ruleMessage('paymentMethod'),
  holderName: ruleMessage('holderName'),
  cardNumber: ruleMessage('cardNumber'),
  holderTaxId: ruleMessage('holderTaxId'),
  expiry: ruleMessage('cardExpiry'),
  cvv: ruleMessage('cvv'),
};

export const CARD_DATA_ERROR = msg`Erro nos dados do cartão.`;

/** Statuses in which a subscription of the plan is the purchase (it blocks any other, spec §8). */
const LIVE = new Set(['active', 'paid', 'pending', 'processing', 'waiting_confirmation']);

const lostAnswer = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** A Pix purchase refused as the plan's subscription is there: maybe this one, still owed. */
const alreadyBought = (error: unknown, method: PaymentMethod) =>
  method === 'pix' &&
  isApiError(error) &&
  error.kind === 'backend' &&
  error.code === 'already_has_subscription';

const statusOf = (error: unknown) => (isApiError(error) ? (error.status ?? 500) : 500);

/**
 * What a refused Pix purchase says: a Pix's codes (`pix_unavailable`…) are the Pix catalog's,
 * which loads with the Pix code, never with the checkout.
 */
async function pixFailureTitle(error: unknown): Promise<MessageDescriptor> {
  try {
    const pix = await import('@portal/billing/pix');
    await pix.loadPixTexts();
    return pix.pixErrorMessage(error);
  } catch {
    return errorMessage(error);
  }
}

class CardRefused extends Error {
  constructor(readonly refusals: CardRefusals) {
    super('card refused by the provider');
  }
}

class Failed extends Error {
  constructor(
    readonly status: number,
    readonly title: MessageDescriptor,
  ) {
    super('purchase refused');
  }
}

/** The provider's refused parameters as the payment step's fields, or null if none is known. */
function cardRefusals(error: unknown): CardRefusals | null {
  if (!isApiError(error) || error.kind !== 'card-rejected') return null;
  const refusals: CardRefusals = {};
  for (const parameter of Object.keys(error.fieldErrors ?? {})) {
    const field = CARD_PARAMETERS[parameter];
    if (field) refusals[field] = CARD_FIELD_MESSAGES[field];
  }
  return Object.keys(refusals).length > 0 ? refusals : null;
}

/**
 * The purchase of the checkout: `pay` sends it once (a second call while one is under way does
 * nothing, before any render), `retry` asks again with the same key after an unknown outcome,
 * `dismiss` closes the outcome.
 */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>({ phase: 'idle' });
  const cardToken = useCardToken();
  const payment = usePayment();
  const fresh = useFreshBillingReads();
  const finish = useFinishCheckout();
  const chargePix = useChargePix();
  // Locked on the first activation, synchronously: a double click or a held Enter sends once.
  const underWay = useRef(false);
  // The attempt whose outcome is unknown: its key and token are reused by a retry.
  const pending = useRef<{ key: string; token: string | null; order: Order } | null>(null);

  async function tokenOf(card: Order['payment']): Promise<string> {
    try {
      return await cardToken.mutateAsync(card);
    } catch (error) {
      const refusals = cardRefusals(error);
      if (refusals) throw new CardRefused(refusals);
      throw new Failed(statusOf(error), CARD_DATA_ERROR);
    }
  }

  /**
   * The purchase after an answer that never came: a live subscription of the plan can only be
   * this purchase (any earlier one would have refused it with `already_has_subscription`). A
   * slip's address comes from its bill; a Pix still owed is its charge's open Pix (a new one if it
   * expired). Null when there is none; a failed read rejects.
   */
  async function findPurchase(
    planCode: string,
  ): Promise<{ printUrl: string | null; pix?: PixCharge } | null> {
    const bought = (await fresh.subscriptions()).find(
      (subscription) => subscription.planCode === planCode && LIVE.has(subscription.status),
    );
    if (!bought) return null;
    if (bought.paymentMethodCode === 'pix' && bought.status === 'pending') {
      const owed = (await fresh.billHistory(bought.subscriptionId))
        .flatMap((bill) => bill.charges)
        .find((charge) => charge.id && charge.status === 'pending');
      if (!owed?.id) return null;
      return { printUrl: null, pix: await chargePix.mutateAsync(owed.id) };
    }
    if (bought.paymentMethodCode !== 'bank_slip') return { printUrl: null };
    const printUrl = (await fresh.billHistory(bought.subscriptionId))
      .flatMap((bill) => bill.charges)
      .find((charge) => charge.printUrl)?.printUrl;
    return { printUrl: printUrl ?? null };
  }

  /** Paid: the checkout is registered (a failure is only logged), then the outcome shows. */
  async function paid(method: PaymentMethod, printUrl: string | null, pix?: PixCharge) {
    pending.current = null;
    await finish.mutateAsync().catch(() => undefined);
    setState({ phase: 'paid', method, printUrl, ...(pix ? { pix } : {}) });
  }

  /** Bought, to be paid by Pix: its code shows until the bank confirms it (`pixPaid`). */
  function payByPix(pix: PixCharge) {
    pending.current = null;
    setState({ phase: 'pix', pix });
  }

  async function send(order: Order, key: string, token: string | null) {
    const method = order.payment.method;
    try {
      const { printUrl, pix } = await payment.mutateAsync({
        idempotencyKey: key,
        address: addressOf(order.company),
        couponCode: order.coupon?.code ?? null,
        planCode: order.plan.planCode,
        paymentMethodCode: method,
        token,
      });
      if (pix) payByPix(pix);
      else await paid(method, printUrl);
    } catch (error) {
      if (!lostAnswer(error)) {
        pending.current = null;
        // Bought by Pix already (a reload while its code showed): that purchase's Pix again.
        const resumed = alreadyBought(error, method)
          ? await findPurchase(order.plan.planCode).catch(() => null)
          : null;
        if (resumed?.pix) {
          payByPix(resumed.pix);
          return;
        }
        reportError({ phase: 'checkout', error, remote: 'mf_checkout' });
        const title = method === 'pix' ? await pixFailureTitle(error) : errorMessage(error);
        throw new Failed(statusOf(error), title);
      }
      // Never 'nothing was charged' here: the request may have been carried out.
      pending.current = { key, token, order };
      setState({ phase: 'confirming' });
      const found = await findPurchase(order.plan.planCode).catch(() => null);
      if (!found) setState({ phase: 'unconfirmed' });
      else if (found.pix) payByPix(found.pix);
      else await paid(method, found.printUrl);
    }
  }

  async function run(attempt: () => Promise<void>) {
    if (underWay.current) return;
    underWay.current = true;
    try {
      await attempt();
    } catch (error) {
      if (error instanceof CardRefused)
        setState({ phase: 'card-refused', refusals: error.refusals });
      else if (error instanceof Failed)
        setState({ phase: 'failed', status: error.status, title: error.title });
      else setState({ phase: 'failed', status: 500, title: errorMessage(error) });
    } finally {
      underWay.current = false;
    }
  }

  return {
    state,
    /**
     * Tokenises the card (if any) and buys; ignored while a purchase is under way. After an
     * unknown outcome it is the same attempt again (same key and token), as `retry`.
     */
    pay: (order: Order) =>
      run(async () => {
        // Bought already: its Pix is on screen.
        if (state.phase === 'pix') return;
        setState({ phase: 'paying' });
        const unsettled = pending.current;
        if (unsettled) {
          await send(unsettled.order, unsettled.key, unsettled.token);
          return;
        }
        const token = order.payment.method === 'credit_card' ? await tokenOf(order.payment) : null;
        await send(order, newIdempotencyKey(), token);
      }),
    /** After an unknown outcome: the same request, same key, same token. */
    retry: () =>
      run(async () => {
        const attempt = pending.current;
        if (!attempt) return;
        setState({ phase: 'paying' });
        await send(attempt.order, attempt.key, attempt.token);
      }),
    /** The Pix on screen was paid (the bank confirmed it): the purchase is done, as a card's. */
    pixPaid: (pix: PixCharge) =>
      run(async () => {
        if (state.phase === 'pix') await paid('pix', null, pix);
      }),
    dismiss: () => setState({ phase: 'idle' }),
  };
}
