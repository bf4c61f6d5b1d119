import {
  isPaying,
  mayChoosePlan,
  PURCHASE_NEXT_PATH,
  purchaseDecision,
  type PurchaseDecision,
  type PurchasePage,
} from './purchase';
import { entryRedirect, type EntryFlags } from './selectors';

const booleans = [false, true] as const;
const plans = ['trial', 'paid', null] as const;
const PAGES: readonly PurchasePage[] = ['/start', '/checkout'];

/** Every combination of the flags the decision reads: 2^6 × 3 = 192 rows. */
function allFlagCombinations(): EntryFlags[] {
  const rows: EntryFlags[] = [];
  for (const isSaas of booleans)
    for (const isSuperUser of booleans)
      for (const onboarding of booleans)
        for (const finishedPlanChoice of booleans)
          for (const finishedCheckout of booleans)
            for (const valid of booleans)
              for (const choosedPlan of plans)
                rows.push({
                  isSaas,
                  isSuperUser,
                  finishedOnboarding: onboarding ? 'true' : 'false',
                  finishedPlanChoice,
                  finishedCheckout,
                  validSubscription: valid ? 'true' : 'false',
                  choosedPlan,
                });
  return rows;
}

const rows = allFlagCombinations();
const each = (page: PurchasePage) =>
  rows.map((flags) => ({ flags, decision: purchaseDecision(flags, page) }));
const both = () => PAGES.flatMap((page) => each(page).map((row) => ({ ...row, page })));

const done: EntryFlags = {
  isSaas: true,
  isSuperUser: true,
  finishedOnboarding: 'true',
  finishedPlanChoice: true,
  finishedCheckout: true,
  validSubscription: 'true',
  choosedPlan: 'paid',
};

/** The demo accounts as their sign-in gives them (sandbox seed). */
const accounts = {
  'super.trial': {
    ...done,
    finishedPlanChoice: false,
    choosedPlan: null,
    finishedOnboarding: 'false',
    finishedCheckout: false,
    validSubscription: 'false',
  },
  'super.pago': done,
  'super.teste': { ...done, choosedPlan: 'trial', finishedCheckout: false },
  'super.teste after buy now': { ...done, finishedCheckout: false },
  'super.atrasado': { ...done, validSubscription: 'false' },
  'paid plan chosen, no trial, onboarded': {
    ...done,
    finishedCheckout: false,
    validSubscription: 'false',
  },
  co: { ...done, isSuperUser: false },
  'co of a company still being set up': {
    ...done,
    isSuperUser: false,
    finishedOnboarding: 'false',
  },
  multi: { ...done, isSaas: false, isSuperUser: false },
} satisfies Record<string, EntryFlags>;

describe('purchaseDecision: the demo accounts', () => {
  it.each<[keyof typeof accounts, PurchaseDecision, PurchaseDecision]>([
    [
      'super.trial',
      { allowed: true, view: { step: 'plan', offerTrial: true } },
      { allowed: true, view: { step: 'plan', offerTrial: true } },
    ],
    [
      'super.pago',
      { allowed: false, reason: 'already-paying', next: 'billing', explained: true },
      { allowed: false, reason: 'already-paying', next: 'billing', explained: true },
    ],
    [
      'super.teste',
      { allowed: false, reason: 'nothing-left', next: 'home', explained: false },
      { allowed: true, view: { step: 'plan', offerTrial: true } },
    ],
    [
      'super.teste after buy now',
      { allowed: true, view: { step: 'checkout', cancel: true, backToTrial: true } },
      { allowed: false, reason: 'purchase-under-way', next: 'start', explained: false },
    ],
    [
      'super.atrasado',
      { allowed: true, view: { step: 'checkout', cancel: false, backToTrial: false } },
      { allowed: true, view: { step: 'plan', offerTrial: false } },
    ],
    [
      'paid plan chosen, no trial, onboarded',
      { allowed: true, view: { step: 'checkout', cancel: true, backToTrial: false } },
      { allowed: false, reason: 'purchase-under-way', next: 'start', explained: false },
    ],
    [
      'co',
      { allowed: false, reason: 'not-super-user', next: 'home', explained: true },
      { allowed: false, reason: 'not-super-user', next: 'home', explained: true },
    ],
    [
      'co of a company still being set up',
      { allowed: false, reason: 'set-up-by-super-user', next: 'sign-in-again', explained: true },
      { allowed: false, reason: 'set-up-by-super-user', next: 'sign-in-again', explained: true },
    ],
    [
      'multi',
      { allowed: false, reason: 'not-saas', next: 'home', explained: true },
      { allowed: false, reason: 'not-saas', next: 'home', explained: true },
    ],
  ])('%s: /start and /checkout', (account, start, checkout) => {
    expect(purchaseDecision(accounts[account], '/start')).toEqual(start);
    expect(purchaseDecision(accounts[account], '/checkout')).toEqual(checkout);
  });
});

describe('purchaseDecision: every combination of the flags', () => {
  it('covers the whole truth table', () => {
    expect(rows).toHaveLength(192);
  });

  it('never lets anyone but a SaaS super user see a purchase step', () => {
    for (const { flags, decision } of both()) {
      if (!flags.isSaas) expect(decision).toMatchObject({ reason: 'not-saas', next: 'home' });
      else if (!flags.isSuperUser) {
        expect(decision).toMatchObject({
          allowed: false,
          reason: flags.finishedOnboarding === 'true' ? 'not-super-user' : 'set-up-by-super-user',
          explained: true,
        });
      }
    }
  });

  it('never offers a paying customer the trial, nor /checkout (it leads to billing)', () => {
    for (const { flags, decision, page } of both().filter((row) => isPaying(row.flags))) {
      if (decision.allowed && decision.view.step === 'plan') {
        expect(decision.view.offerTrial).toBe(false);
      }
      // Set up and paying (the plan chosen, onboarding finished): nothing to buy twice.
      const setUp = flags.finishedPlanChoice && flags.finishedOnboarding === 'true';
      if (page === '/checkout' && flags.isSaas && flags.isSuperUser && setUp) {
        expect(decision).toEqual({
          allowed: false,
          reason: 'already-paying',
          next: 'billing',
          explained: true,
        });
      }
    }
  });

  it('offers the trial only to a company that never finished a checkout', () => {
    for (const { flags, decision } of both()) {
      if (decision.allowed && decision.view.step === 'plan') {
        expect(decision.view.offerTrial).toBe(!flags.finishedCheckout);
      }
    }
  });

  it('lets a late or cancelled company choose a plan again on /checkout, and buy on /start', () => {
    // Late or cancelled once set up: the plan chosen and onboarding finished.
    const lapsed = rows.filter(
      (flags) =>
        flags.isSaas &&
        flags.isSuperUser &&
        flags.finishedPlanChoice &&
        flags.finishedOnboarding === 'true' &&
        flags.finishedCheckout &&
        flags.validSubscription === 'false',
    );
    expect(lapsed).toHaveLength(3);
    for (const flags of lapsed) {
      expect(purchaseDecision(flags, '/checkout')).toEqual({
        allowed: true,
        view: { step: 'plan', offerTrial: false },
      });
      const start = purchaseDecision(flags, '/start');
      expect(start.allowed).toBe(true);
      // Its checkout changes no flag before the purchase: nothing to cancel.
      if (start.allowed && start.view.step === 'checkout') expect(start.view.cancel).toBe(false);
    }
  });

  it('offers cancel checkout exactly where a paid plan was chosen and nothing is paid', () => {
    for (const { flags, decision } of each('/start')) {
      if (!decision.allowed || decision.view.step !== 'checkout') continue;
      expect(decision.view.cancel).toBe(flags.choosedPlan === 'paid' && !flags.finishedCheckout);
      expect(decision.view.backToTrial).toBe(
        flags.finishedOnboarding === 'true' && flags.validSubscription === 'true',
      );
    }
    const cancellable = each('/start').filter(
      ({ decision }) =>
        decision.allowed && decision.view.step === 'checkout' && decision.view.cancel,
    );
    expect(cancellable.length).toBeGreaterThan(0);
  });
});

describe('purchaseDecision agrees with the entry redirects (no loop, no dead end)', () => {
  it('shows something on /start to everyone the entry redirects send there', () => {
    const sentToStart = rows.filter((flags) => entryRedirect(flags) === '/start');
    expect(sentToStart.length).toBeGreaterThan(0);
    for (const flags of sentToStart) {
      const decision = purchaseDecision(flags, '/start');
      // Either a step, or a page that says why: never sent on from where it was sent.
      expect(decision.allowed || decision.explained).toBe(true);
    }
  });

  it('sends on at once only to a page that shows something (no ping-pong)', () => {
    for (const { flags, decision } of both()) {
      if (decision.allowed || decision.explained) continue;
      if (decision.next === 'start') {
        const start = purchaseDecision(flags, '/start');
        expect(start.allowed || start.explained).toBe(true);
      } else {
        // Home: no entry redirect takes the account back to the purchase path.
        expect(decision.next).toBe('home');
        expect(entryRedirect(flags)).toBeNull();
      }
    }
  });

  it('offers a next step the entry redirects let the account open', () => {
    for (const { flags, decision } of both()) {
      if (decision.allowed || decision.next === 'sign-in-again') continue;
      const required = entryRedirect(flags);
      const target = PURCHASE_NEXT_PATH[decision.next];
      expect([null, target]).toContain(required);
    }
  });
});

describe('mayChoosePlan (the header link)', () => {
  it('is for the states /checkout lets choose a plan', () => {
    expect(mayChoosePlan(accounts['super.teste'])).toBe(true);
    expect(mayChoosePlan(accounts['super.atrasado'])).toBe(true);
    expect(mayChoosePlan(accounts['super.trial'])).toBe(true);
    expect(mayChoosePlan(accounts['super.pago'])).toBe(false);
    expect(mayChoosePlan(accounts.co)).toBe(false);
    expect(mayChoosePlan(accounts.multi)).toBe(false);
    expect(mayChoosePlan(accounts['paid plan chosen, no trial, onboarded'])).toBe(false);
    for (const flags of rows) {
      expect(mayChoosePlan(flags)).toBe(purchaseDecision(flags, '/checkout').allowed);
    }
  });
});
