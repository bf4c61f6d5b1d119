// Checkout, progress flags and billing management (spec §2.6, §2.7, §4).
import {
  applyDiscounts,
  DEFAULT_COUNTRY,
  isValidEmail,
  normalizeCouponCode,
  planFromCode,
  TRIAL_DAYS,
  type Plan,
} from '@portal/domain';
import { DAY } from '../time';
import type { Coupon } from '@portal/api/contract';
import { handler, ok, done, refuse, type Caller, type Handlers } from '../context';
import type { BillingStatus, CompanyRecord, Db, SubscriptionRecord } from '../db';
import { billPath } from '../bills';
import { nfseOf } from '../nfse';
import { chargeId, findCharge, issuePix, pixView } from '../pix';
import { digitableLine, onOrigin, slipPath } from '../slips';
import { findCompany, findSubscription, progressView, sameEmail, subscriptionView } from '../views';

const BILLING_DAYS = 30;
/** A bank slip is due a few days after it is issued. */
const SLIP_DUE_DAYS = 3;

/** A subscription in one of these blocks a second checkout of the same plan. */
const BLOCKING: ReadonlySet<BillingStatus> = new Set([
  'active',
  'paid',
  'pending',
  'processing',
  'waiting_confirmation',
]);
const CANCELLABLE: ReadonlySet<BillingStatus> = new Set([
  'active',
  'paid',
  'late',
  'pending',
  'processing',
  'waiting_confirmation',
]);
const REACTIVATABLE: ReadonlySet<BillingStatus> = new Set(['canceled', 'inactive']);

const REQUIRED_ADDRESS = ['zipcode', 'street', 'number', 'neighborhood', 'city', 'state'] as const;

const later = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

/** Plan choice, onboarding, checkout and 'buy now' belong to the account's super user. */
function requireSuperUser(caller: Caller) {
  if (!caller.user.isSuperUser) refuse(403, 'unauthorized', 'super user only');
}

function knownPlan(planCode: string): Plan {
  return planFromCode(planCode) ?? refuse(404, 'cant_find_plan');
}

/** The coupon a code names on a plan: any case, not deleted, valid on that plan code. */
function couponFor(db: Db, planCode: string, couponCode: string): Coupon | null {
  const code = normalizeCouponCode(couponCode);
  return (
    db.coupons.find(
      (coupon) =>
        !coupon.deleted &&
        normalizeCouponCode(coupon.couponCode) === code &&
        coupon.validOnPlans.includes(planCode),
    ) ?? null
  );
}

/** The subscription's company must be the caller's, unless the caller is an administrator. */
function ownSubscription(caller: Caller, subscription: SubscriptionRecord) {
  if (subscription.companyId !== caller.company.id && !caller.isAdmin) {
    refuse(403, 'unauthorized', 'subscription of another company');
  }
}

function billingAddress(
  address: Record<string, string>,
  previous: CompanyRecord['address'],
): NonNullable<CompanyRecord['address']> {
  const field = (name: string) => address[name]?.trim() ?? '';
  const missing = REQUIRED_ADDRESS.filter((name) => !field(name));
  if (missing.length > 0) refuse(400, 'missing_fields', missing.join(', '));
  return {
    zipcode: field('zipcode').replace(/\D/g, ''),
    typeStreet: field('typeStreet') || previous?.typeStreet || '',
    street: field('street'),
    number: field('number'),
    ...(field('additionalDetails') ? { additionalDetails: field('additionalDetails') } : {}),
    typeNeighborhood: field('typeNeighborhood') || previous?.typeNeighborhood || '',
    neighborhood: field('neighborhood'),
    city: field('city'),
    state: field('state').toUpperCase(),
    country: field('country') || DEFAULT_COUNTRY,
  };
}

interface CheckoutInput {
  address: Record<string, string>;
  couponCode?: string | null;
  planCode: string;
  paymentMethodCode: 'credit_card' | 'bank_slip' | 'pix';
  token?: string | null;
}

export const billingHandlers: Handlers = {
  discount: handler<{ planCode: string; couponCode: string }>(({ db, input }) => {
    const plan = knownPlan(input.planCode);
    const coupon = couponFor(db, plan.planCode, input.couponCode);
    // Only the products in this plan's cart are discounted.
    const discount = (coupon?.discount ?? []).filter((rule) =>
      plan.products.some((product) => product.code === rule.productCode),
    );
    if (discount.length === 0) refuse(404, 'invalid_discount');
    return ok({ discount }, 'discount_success');
  }),

  checkout: handler<CheckoutInput>(({ db, input, caller, now, nextId, self }) => {
    requireSuperUser(caller);
    const plan = knownPlan(input.planCode);
    const { company, user } = caller;
    const address = billingAddress(input.address, company.address);
    if (
      db.subscriptions.some(
        (subscription) =>
          subscription.companyId === company.id &&
          subscription.planCode === plan.planCode &&
          BLOCKING.has(subscription.status),
      )
    ) {
      refuse(409, 'already_has_subscription');
    }
    const card =
      input.paymentMethodCode === 'credit_card'
        ? (db.cardTokens[input.token ?? ''] ?? refuse(400, 'subscription_error', 'invalid token'))
        : null;
    const coupon = input.couponCode ? couponFor(db, plan.planCode, input.couponCode) : null;

    const subscriptionId = nextId('sub');
    const billId = nextId('bill');
    const byPix = input.paymentMethodCode === 'pix';
    // A slip has its document; a card and a Pix none.
    const printUrl = card || byPix ? null : slipPath(billId);
    const status: BillingStatus = card ? 'processing' : 'pending';
    const financeEmail = input.address.financeEmail ?? input.address.email ?? '';
    if (isValidEmail(financeEmail)) company.billingEmail = financeEmail.trim();

    db.subscriptions.push({
      subscriptionId,
      companyId: company.id,
      status,
      planCode: plan.planCode,
      paymentMethodCode: input.paymentMethodCode,
      cardNumberLastFour: card?.lastFour ?? null,
      cardBrand: card?.brand ?? null,
      cardExpirationMonth: card?.expirationMonth ?? null,
      cardExpirationYear: card?.expirationYear ?? null,
      customerEmail: company.billingEmail,
      startAt: now.toISOString(),
      nextBillingAt: later(now, BILLING_DAYS),
      expiresAt: null,
      couponCode: coupon?.couponCode ?? null,
      bills: [
        {
          id: billId,
          amount: applyDiscounts(plan.products, coupon?.discount ?? []).total,
          url: printUrl ?? billPath(billId),
          period: { startAt: now.toISOString(), endAt: later(now, BILLING_DAYS) },
          charges: [
            {
              status,
              dueAt: card || byPix ? now.toISOString() : later(now, SLIP_DUE_DAYS),
              paymentMethodCode: input.paymentMethodCode,
              printUrl,
            },
          ],
        },
      ],
    });
    // A gateway token pays once.
    if (card && input.token) delete db.cardTokens[input.token];
    company.address = address;
    if (input.address.stateRegistration?.trim())
      company.stateRegistration = input.address.stateRegistration.trim();
    if (input.address.municipalRegistration?.trim())
      company.municipalRegistration = input.address.municipalRegistration.trim();
    company.planCode = plan.planCode;
    company.plan = plan.tier;
    user.finishedCheckout = true;
    // Paid by Pix: the first charge's Pix, issued with the purchase (ADR 013).
    const firstCharge = chargeId(db.subscriptions.at(-1)!.bills[0]!, 0);
    const pix = byPix
      ? pixView(
          issuePix(db, findCharge(db, company.id, firstCharge)!, firstCharge, nextId('pix'), now),
        )
      : undefined;

    return {
      status: 201,
      body: {
        success: true,
        status: 201,
        message: 'subscription_success',
        payload: {
          subscriptionId,
          bill: { charges: [{ printUrl: onOrigin(self, printUrl) }] },
          ...(pix ? { pix } : {}),
        },
      },
    };
  }),

  planChoice: handler<{ choosedPlan: 'trial' | 'paid'; selectedPlans?: string[] }>(
    ({ db, input, caller, now }) => {
      requireSuperUser(caller);
      const { user, company } = caller;
      user.finishedPlanChoice = true;
      user.choosedPlan = input.choosedPlan;
      if (input.selectedPlans) user.selectedPlans = input.selectedPlans;
      if (input.choosedPlan === 'trial' && !company.trialEndsAt) {
        company.trialEndsAt = later(now, TRIAL_DAYS);
      }
      return ok(progressView(db, user, company, now), 'update_success');
    },
  ),

  finishOnboarding: handler<{ userRole?: 'co' | 'ceo' | 'ceo-co' | 'cfo' }>(
    ({ db, input, caller, now }) => {
      requireSuperUser(caller);
      const { user, company } = caller;
      user.finishedOnboarding = 'true';
      if (input.userRole) user.role = input.userRole;
      return ok(progressView(db, user, company, now), 'update_success');
    },
  ),

  finishCheckout: handler<{ finished?: boolean }>(({ db, input, caller, now }) => {
    requireSuperUser(caller);
    const { user, company } = caller;
    const finished = input.finished ?? true;
    user.finishedCheckout = finished;
    // Cancelling checkout returns the user to plan selection (spec §4).
    if (!finished) user.finishedPlanChoice = false;
    return ok(progressView(db, user, company, now), 'update_success');
  }),

  subscriptions: handler<{ companyId?: string }>(({ db, input, caller }) => {
    const companyId = input.companyId ?? caller.company.id;
    if (companyId !== caller.company.id && !caller.isAdmin) {
      refuse(403, 'unauthorized', 'subscriptions of another company');
    }
    findCompany(db, companyId);
    return ok(
      db.subscriptions
        .filter((subscription) => subscription.companyId === companyId)
        .map(subscriptionView),
    );
  }),

  billHistory: handler<{ subscriptionId: string }>(({ db, input, caller, self, now }) => {
    const subscription = findSubscription(db, input.subscriptionId);
    ownSubscription(caller, subscription);
    return ok(
      [...subscription.bills]
        .sort((a, b) => b.period.endAt.localeCompare(a.period.endAt))
        .map((bill) => ({
          ...bill,
          url: onOrigin(self, bill.url),
          charges: bill.charges.map((charge, index) => ({
            ...charge,
            id: chargeId(bill, index),
            // Where the city hall has issued one (ADR 013, proposed): its number and address.
            nfse: nfseOf(db, chargeId(bill, index), charge, now, self),
            printUrl: onOrigin(self, charge.printUrl),
            digitableLine:
              charge.paymentMethodCode === 'bank_slip' ? digitableLine(bill, charge) : null,
          })),
        })),
    );
  }),

  updateCustomerEmail: handler<{ newCostumerEmail: string }>(({ db, input, caller }) => {
    requireSuperUser(caller);
    const email = input.newCostumerEmail.trim();
    if (!isValidEmail(email)) refuse(400, 'invalid_email');
    const { company } = caller;
    if (sameEmail(email, company.billingEmail)) refuse(400, 'general_update_error', 'same_email');
    company.billingEmail = email;
    for (const subscription of db.subscriptions) {
      if (subscription.companyId === company.id) subscription.customerEmail = email;
    }
    return done('update_success');
  }),

  cancelSubscription: handler<{ subscriptionId: string }>(({ db, input }) => {
    const subscription = findSubscription(db, input.subscriptionId);
    if (!CANCELLABLE.has(subscription.status)) {
      refuse(400, 'subscription_error', `cannot cancel a ${subscription.status} subscription`);
    }
    subscription.status = 'canceled';
    subscription.nextBillingAt = null;
    subscription.expiresAt = null;
    return ok(subscriptionView(subscription), 'update_success');
  }),

  /**
   * The card on file replaced by one the card provider has just tokenised (ADR 013, proposed):
   * a subscription of the caller's company paid by card; the old card stays on any refusal.
   */
  replaceCard: handler<{ subscriptionId: string; token: string }>(({ db, input, caller }) => {
    const subscription = findSubscription(db, input.subscriptionId);
    if (subscription.companyId !== caller.company.id) refuse(404, 'cant_find_subscription');
    if (subscription.paymentMethodCode !== 'credit_card') refuse(409, 'not_card_subscription');
    // A token the provider never issued, or already used, is what a provider refuses.
    const card = db.cardTokens[input.token] ?? refuse(402, 'card_refused', 'generic');
    delete db.cardTokens[input.token];
    subscription.cardNumberLastFour = card.lastFour;
    subscription.cardBrand = card.brand;
    subscription.cardExpirationMonth = card.expirationMonth ?? null;
    subscription.cardExpirationYear = card.expirationYear ?? null;
    return ok(subscriptionView(subscription), 'update_success');
  }),

  reactivateSubscription: handler<{ subscriptionId: string }>(({ db, input, now }) => {
    const subscription = findSubscription(db, input.subscriptionId);
    if (!REACTIVATABLE.has(subscription.status)) {
      refuse(400, 'subscription_error', `cannot reactivate a ${subscription.status} subscription`);
    }
    subscription.status = 'active';
    subscription.nextBillingAt = later(now, BILLING_DAYS);
    subscription.expiresAt = later(now, BILLING_DAYS);
    return ok(subscriptionView(subscription), 'update_success');
  }),

  changePlan: handler<{ companyId: string; newPlan: 'trial' | 'paid' }>(
    ({ db, input, caller, now }) => {
      if (input.companyId !== caller.company.id) {
        if (!caller.isAdmin) refuse(403, 'unauthorized', 'plan of another company');
        // The back-office switches a SaaS account between trial and paid: its owner's choice.
        const company = findCompany(db, input.companyId);
        const owner =
          db.users.find((user) => user.companyId === company.id && user.isSuperUser) ??
          refuse(400, 'cant_find_user', 'the company has no super user');
        owner.choosedPlan = input.newPlan;
        if (input.newPlan === 'paid') owner.finishedCheckout = false;
        return ok(progressView(db, owner, company, now), 'update_success');
      }
      requireSuperUser(caller);
      const { user, company } = caller;
      user.choosedPlan = input.newPlan;
      // 'Buy now': the entry redirect sends a paid plan without a finished checkout to /start.
      if (input.newPlan === 'paid') user.finishedCheckout = false;
      return ok(progressView(db, user, company, now), 'update_success');
    },
  ),
};
