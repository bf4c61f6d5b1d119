import { aSession } from '@portal/testing/render';
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
});
