import { entryRedirect, hasAnyGroup, startStep, type EntryFlags } from './selectors';

const booleans = [false, true] as const;
const plans = ['trial', 'paid', null] as const;

/** Every combination of the progress flags: 2^6 × 3 = 192 rows. */
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

/**
 * Spec 2.3 and §4, read rule by rule, first match wins:
 * - SaaS user without onboarding → /start
 * - SaaS super user without plan choice → /start
 * - SaaS super user, checkout finished, no valid subscription → /gestao-de-cobrancas
 * - SaaS super user, paid but checkout unfinished ("unpaid checkout") → /start
 * - SaaS super user on trial without a valid subscription → /start
 */
function expected(f: EntryFlags): string | null {
  const saasSuper = f.isSaas && f.isSuperUser;
  const valid = f.validSubscription === 'true';
  if (f.isSaas && f.finishedOnboarding === 'false') return '/start';
  if (saasSuper && !f.finishedPlanChoice) return '/start';
  if (saasSuper && f.finishedCheckout && !valid) return '/gestao-de-cobrancas';
  if (saasSuper && f.choosedPlan === 'paid' && !f.finishedCheckout) return '/start';
  if (saasSuper && f.choosedPlan !== 'paid' && !valid) return '/start';
  return null;
}

describe('entryRedirect (spec 2.3)', () => {
  const rows = allFlagCombinations();

  it('covers the whole truth table', () => {
    expect(rows).toHaveLength(192);
  });

  it.each(rows.map((row) => [JSON.stringify(row), row] as const))('%s', (_, row) => {
    expect(entryRedirect(row)).toBe(expected(row));
  });

  const done: EntryFlags = {
    isSaas: true,
    isSuperUser: true,
    finishedOnboarding: 'true',
    finishedPlanChoice: true,
    finishedCheckout: true,
    validSubscription: 'true',
    choosedPlan: 'paid',
  };

  it('matches the demo accounts', () => {
    // super.trial: plan choice not finished
    expect(
      entryRedirect({
        ...done,
        finishedPlanChoice: false,
        finishedOnboarding: 'false',
        finishedCheckout: false,
        choosedPlan: null,
      }),
    ).toBe('/start');
    // super.pago: paid, everything finished
    expect(entryRedirect(done)).toBeNull();
    // super.teste: on an active trial, onboarding finished
    expect(entryRedirect({ ...done, choosedPlan: 'trial', finishedCheckout: false })).toBeNull();
    // super.atrasado: checkout finished, no valid subscription
    expect(entryRedirect({ ...done, validSubscription: 'false' })).toBe('/gestao-de-cobrancas');
    // co, not super user, onboarding finished
    expect(entryRedirect({ ...done, isSuperUser: false, validSubscription: 'false' })).toBeNull();
  });

  it('never redirects a user of a non-SaaS company', () => {
    rows.filter((row) => !row.isSaas).forEach((row) => expect(entryRedirect(row)).toBeNull());
  });
});

describe('hasAnyGroup (spec §6)', () => {
  it('lets everyone in when the route requires no group', () => {
    expect(hasAnyGroup([], undefined)).toBe(true);
    expect(hasAnyGroup([], [])).toBe(true);
  });

  it('passes when the attributions are unknown', () => {
    expect(hasAnyGroup(null, ['sales'])).toBe(true);
    expect(hasAnyGroup(undefined, ['superUser'])).toBe(true);
  });

  it('needs one of the required groups otherwise', () => {
    expect(hasAnyGroup(['manager'], ['superUser', 'manager'])).toBe(true);
    expect(hasAnyGroup(['auditor'], ['superUser', 'manager'])).toBe(false);
    expect(hasAnyGroup([], ['sales'])).toBe(false);
  });
});

describe('startStep', () => {
  const base: EntryFlags = {
    isSaas: true,
    isSuperUser: true,
    finishedOnboarding: 'false',
    finishedPlanChoice: false,
    finishedCheckout: false,
    validSubscription: 'false',
    choosedPlan: null,
  };

  it('follows the sequence plan choice, onboarding, checkout', () => {
    expect(startStep(base)).toBe('plan');
    expect(startStep({ ...base, finishedPlanChoice: true, choosedPlan: 'paid' })).toBe(
      'onboarding',
    );
    const onboarded = { ...base, finishedPlanChoice: true, finishedOnboarding: 'true' } as const;
    expect(startStep({ ...onboarded, choosedPlan: 'paid' })).toBe('checkout');
    expect(startStep({ ...onboarded, choosedPlan: 'trial' })).toBe('checkout');
    expect(startStep({ ...onboarded, choosedPlan: 'trial', validSubscription: 'true' })).toBeNull();
    expect(startStep({ ...onboarded, choosedPlan: 'paid', finishedCheckout: true })).toBeNull();
  });

  it('gives a colleague who is not the super user only the onboarding', () => {
    const colleague = { ...base, isSuperUser: false };
    expect(startStep(colleague)).toBe('onboarding');
    expect(startStep({ ...colleague, finishedOnboarding: 'true' })).toBeNull();
  });

  it('has a step for everyone the entry redirects send to /start (no loop back home)', () => {
    const sentToStart = allFlagCombinations().filter((flags) => entryRedirect(flags) === '/start');
    expect(sentToStart.length).toBeGreaterThan(0);
    for (const flags of sentToStart) expect(startStep(flags)).not.toBeNull();
  });

  it('has nothing for an account that is not SaaS', () => {
    for (const flags of allFlagCombinations().filter((row) => !row.isSaas)) {
      expect(startStep(flags)).toBeNull();
    }
  });
});
