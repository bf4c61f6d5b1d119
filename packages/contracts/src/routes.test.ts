import { fill, href } from './href';
import * as pages from './routes';

describe('href', () => {
  it('is the address of a page under the base path', () => {
    expect(href(pages.home)).toBe('/');
    expect(href(pages.charges)).toBe('/gestao-de-cobrancas');
    const checkout: '/checkout' = href(pages.checkout);
    expect(checkout).toBe('/checkout');
  });

  it('leaves optional parameters out', () => {
    expect(href(pages.signUp)).toBe('/login/cadastro');
  });

  it('names only pages of the table that need no parameter (checked by the types)', () => {
    // @ts-expect-error a path written out is not a page
    expect(href('/checkout')).toBe('//checkout');
    // @ts-expect-error nor is a pattern written out
    expect(href('checkout')).toBe('/checkout');
    // @ts-expect-error a page that needs a parameter
    expect(href(pages.ssoSession)).toBe('/login/sso');
  });
});

describe('fill', () => {
  it('fills the parameters, leaving out the optional ones missing', () => {
    expect(fill(pages.ssoSession, { session: 'session=abc' })).toBe('/login/sso/session=abc');
    expect(fill(pages.signUp, {})).toBe('/login/cadastro');
    expect(fill(pages.signUp, { sp: 'es,esw' })).toBe('/login/cadastro/es,esw');
    expect(fill(pages.signUp, { sp: 'es', empresaMae: 'false' })).toBe('/login/cadastro/es/false');
  });

  it('needs the parameters the page needs (checked by the types)', () => {
    // @ts-expect-error a parameter the page needs
    expect(() => fill(pages.ssoSession, {})).toThrow('no value for :session');
  });
});
