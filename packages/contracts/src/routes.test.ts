import { href, locationOf, pagePath, type RouteTo } from './routes';

describe('href', () => {
  it('is the address of a page under the base path', () => {
    expect(href('home')).toBe('/');
    expect(href('charges')).toBe('/gestao-de-cobrancas');
    expect(pagePath('checkout')).toBe('/checkout');
  });

  it('fills the parameters, leaving out the optional ones missing', () => {
    expect(href('ssoSession', { session: 'session=abc' })).toBe('/login/sso/session=abc');
    expect(href('signUp')).toBe('/login/cadastro');
    expect(href('signUp', { sp: 'es,esw' })).toBe('/login/cadastro/es,esw');
    expect(href('signUp', { sp: 'es', empresaMae: 'false' })).toBe('/login/cadastro/es/false');
  });

  it('takes a query with the route', () => {
    expect(locationOf('login')).toEqual({ pathname: '/login', search: '' });
    expect(locationOf({ route: 'sso', search: 'redirectUrl=%2F' })).toEqual({
      pathname: '/login/sso',
      search: '?redirectUrl=%2F',
    });
  });

  it('names only pages of the table (checked by the types)', () => {
    // @ts-expect-error a page that does not exist
    expect(() => href('chekout')).toThrow();
    // @ts-expect-error a parameter the route needs
    expect(() => href('ssoSession')).toThrow();
    // @ts-expect-error a path written out is not a route
    const written: RouteTo = '/checkout';
    // @ts-expect-error a route with a parameter needs it
    const bare: RouteTo = 'ssoSession';
    expect([written, bare]).toHaveLength(2);
  });
});
