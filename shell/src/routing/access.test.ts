import { aSession } from '@portal/testing/render';
import type { SessionData } from '@portal/session';
import { PURCHASE_NEXT_PATH, purchaseDecision, type PurchasePage } from '@portal/session/purchase';
import { decideAccess, type AccessInput } from './access';

const ORIGIN = 'https://portal.example.com.br';

const session = aSession({ attributions: ['manager'], isSuperUser: false });

function decide(overrides: Partial<AccessInput>) {
  return decideAccess({
    route: { access: 'private' },
    session,
    isFlagOn: () => true,
    pathname: '/meu/perfil',
    search: '',
    origin: ORIGIN,
    ...overrides,
  });
}

describe('decideAccess', () => {
  it('renders a public route for a visitor', () => {
    expect(decide({ route: { access: 'public' }, session: null, pathname: '/login' })).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user away from a public route to home', () => {
    expect(decide({ route: { access: 'public' }, pathname: '/login' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in user on the login page to a safe redirectUrl', () => {
    const search = `?redirectUrl=${encodeURIComponent('/minha-conta/gestao-de-usuarios')}`;
    expect(decide({ route: { access: 'public' }, pathname: '/login', search })).toEqual({
      kind: 'redirect',
      to: '/gestao-de-usuarios',
    });
    const evil = `?redirectUrl=${encodeURIComponent('https://evil.com')}`;
    expect(decide({ route: { access: 'public' }, pathname: '/login', search: evil })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('does not loop when redirectUrl points back at the public page', () => {
    const search = `?redirectUrl=${encodeURIComponent('/minha-conta/login')}`;
    expect(decide({ route: { access: 'public' }, pathname: '/login', search })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a visitor of a private route to login, remembering where they were', () => {
    expect(decide({ session: null, search: '?aba=senha' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil%3Faba%3Dsenha',
    });
  });

  it('denies a route whose feature flag is off', () => {
    expect(
      decide({ route: { access: 'private', flag: 'user-management' }, isFlagOn: () => false }),
    ).toEqual({
      kind: 'redirect',
      to: '/acesso-negado',
    });
  });

  it('denies a route whose groups the user lacks', () => {
    expect(decide({ route: { access: 'private', groups: ['superUser'] } })).toEqual({
      kind: 'redirect',
      to: '/acesso-negado',
    });
    expect(decide({ route: { access: 'private', groups: ['superUser', 'manager'] } })).toEqual({
      kind: 'render',
    });
  });

  it('lets unknown attributions through (spec §6)', () => {
    expect(
      decide({
        route: { access: 'private', groups: ['sales'] },
        session: { ...session, attributions: null },
      }),
    ).toEqual({
      kind: 'render',
    });
  });

  it('applies the entry redirects on every private route, except their own target', () => {
    const late = { ...session, isSuperUser: true, validSubscription: 'false' as const };
    expect(decide({ session: late })).toEqual({ kind: 'redirect', to: '/gestao-de-cobrancas' });
    expect(decide({ session: late, pathname: '/gestao-de-cobrancas' })).toEqual({ kind: 'render' });
    const onboarding = { ...session, finishedOnboarding: 'false' as const };
    expect(decide({ session: onboarding, pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/start',
    });
    expect(decide({ session: onboarding, pathname: '/start' })).toEqual({ kind: 'render' });
  });

  it('lets a late or cancelled company reach plan selection, billing staying its entry', () => {
    const late = { ...session, isSuperUser: true, validSubscription: 'false' as const };
    expect(decide({ session: late, pathname: '/checkout' })).toEqual({ kind: 'render' });
    expect(decide({ session: late, pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/gestao-de-cobrancas',
    });
  });
});

describe('the guard with the purchase pages’ own rule (issue 51: no loop, no trap)', () => {
  const booleans = [false, true] as const;
  const sessions: SessionData[] = [];
  for (const isSaas of booleans)
    for (const isSuperUser of booleans)
      for (const onboarded of booleans)
        for (const finishedPlanChoice of booleans)
          for (const finishedCheckout of booleans)
            for (const valid of booleans)
              for (const choosedPlan of ['trial', 'paid', null] as const)
                sessions.push(
                  aSession({
                    isSaas,
                    isSuperUser,
                    finishedOnboarding: onboarded ? 'true' : 'false',
                    finishedPlanChoice,
                    finishedCheckout,
                    validSubscription: valid ? 'true' : 'false',
                    choosedPlan,
                  }),
                );
  const isPurchasePage = (path: string): path is PurchasePage =>
    path === '/start' || path === '/checkout';

  /** Where an account opening `path` ends: the guard's redirects, then the page's own rule. */
  function land(account: SessionData, path: string): string {
    const seen: string[] = [];
    let at = path;
    for (;;) {
      if (seen.includes(at)) throw new Error(`loop: ${[...seen, at].join(' → ')}`);
      seen.push(at);
      const access = decide({ session: account, pathname: at });
      if (access.kind === 'redirect') {
        at = access.to;
        continue;
      }
      if (!isPurchasePage(at)) return at;
      const page = purchaseDecision(account, at);
      if (page.allowed || page.explained) return at;
      at = PURCHASE_NEXT_PATH[page.next];
    }
  }

  it('settles every account on a page from every route, without a loop', () => {
    for (const account of sessions) {
      for (const path of ['/', '/meu/perfil', '/start', '/checkout', '/gestao-de-cobrancas']) {
        expect(() => land(account, path)).not.toThrow();
      }
    }
  });

  it('shows /checkout to every state its rule lets choose a plan', () => {
    for (const account of sessions) {
      if (purchaseDecision(account, '/checkout').allowed) {
        expect(land(account, '/checkout')).toBe('/checkout');
      }
    }
  });
});
