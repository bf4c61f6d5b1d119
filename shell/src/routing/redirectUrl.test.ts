import fc from 'fast-check';
import { loginRedirectFor, safeRedirectPath } from './redirectUrl';

const ORIGIN = 'https://portal.example.com.br';

describe('safeRedirectPath', () => {
  it.each([
    ['/minha-conta/meu/perfil', '/meu/perfil'],
    ['/minha-conta/gestao-de-usuarios?aba=2', '/gestao-de-usuarios?aba=2'],
    ['/minha-conta/', '/'],
    ['/minha-conta', '/'],
    ['/minha-conta/gestao-de-empresas/cupons#novo', '/gestao-de-empresas/cupons#novo'],
    ['/minha-conta/login/cadastro/es,ad/false', '/login/cadastro/es,ad/false'],
  ])('honours the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  // Open-redirect payloads: every one must fall back to the home page.
  const payloads = [
    'https://evil.com',
    'http://evil.com/minha-conta/',
    '//evil.com',
    '//evil.com/minha-conta/',
    '///evil.com',
    '////evil.com/minha-conta',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '\\/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/%2F%2Fevil.com',
    '/minha-conta/%2F%2Fevil.com',
    '/minha-conta/%2f%2fevil.com/x',
    '/minha-conta/%5C%5Cevil.com',
    '/minha-conta/..%2F..%2Fevil',
    '/minha-conta/../evil',
    '/minha-conta/%2e%2e/%2e%2e/evil',
    '/minha-conta/./../etc',
    '/\tevil.com',
    '/\n/evil.com',
    '/\r\n//evil.com',
    '/minha-conta\u0000/x',
    '/%09/evil.com',
    'https:evil.com',
    'https:/evil.com',
    '/minha-conta@evil.com',
    '/minha-contaX/meu/perfil',
    '/outra-app/login',
    'evil.com',
    '',
    '   ',
    '/\u3000/evil.com',
    `${ORIGIN.replace('https', 'http')}/minha-conta/`,
    `${ORIGIN}/minha-conta/meu/perfil`,
    '/minha-conta/%E0%A4%A',
    `/minha-conta/${'a'.repeat(3000)}`,
  ];

  it('has a corpus of at least 30 open-redirect payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(payloads)('falls back to / for %j', (payload) => {
    expect(safeRedirectPath(payload, ORIGIN)).toBe('/');
  });

  it('falls back to / when there is no redirectUrl', () => {
    expect(safeRedirectPath(null, ORIGIN)).toBe('/');
    expect(safeRedirectPath(undefined, ORIGIN)).toBe('/');
  });

  it('never leaves the origin or the base path, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom('/', '//', '\\', '/minha-conta'),
        ),
        (raw) => {
          const result = safeRedirectPath(raw, ORIGIN);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result).not.toMatch(/\\/);
          const target = new URL(`/minha-conta${result}`, ORIGIN);
          expect(target.origin).toBe(ORIGIN);
          expect(target.pathname.startsWith('/minha-conta/')).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives back any plain path of the portal unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const inside = `/${segments.join('/')}`;
        expect(safeRedirectPath(`/minha-conta${inside}`, ORIGIN)).toBe(inside);
      }),
    );
  });
});

describe('loginRedirectFor', () => {
  it('sends the user back to where they were, under the base path, encoded', () => {
    expect(loginRedirectFor('/meu/perfil', '?aba=senha')).toBe(
      '/login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil%3Faba%3Dsenha',
    );
  });

  it('round-trips through safeRedirectPath', () => {
    const login = new URL(loginRedirectFor('/gestao-de-usuarios', '?p=2'), ORIGIN);
    expect(safeRedirectPath(login.searchParams.get('redirectUrl'), ORIGIN)).toBe(
      '/gestao-de-usuarios?p=2',
    );
  });
});
