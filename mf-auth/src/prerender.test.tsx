/**
 * @jest-environment node
 */
// Server rendering runs in Node: this test does too (no DOM, no browser globals).
import {
  prerenderPageHeads,
  prerenderPageRules,
  prerenderPages,
  renderablePatterns,
  renderPage,
} from './prerender';

describe('mf-auth prerendered pages', () => {
  it('renders the login page for every variant and language, with sign-up only where offered', async () => {
    const pages = await prerenderPages();
    const login = pages.login!;
    expect(login['self-sign-up']['pt-BR']).toContain('<h1');
    expect(login['self-sign-up']['pt-BR']).toContain('Compliance da sua empresa em um só lugar');
    expect(login['self-sign-up']['pt-BR']).toContain('href="/minha-conta/login/cadastro"');
    expect(login['self-sign-up'].es).toContain('Iniciar sesión');
    expect(login['no-self-sign-up']['pt-BR']).toContain('Esqueci minha senha');
    expect(login['no-self-sign-up']['pt-BR']).not.toContain('/login/cadastro');
    expect(login['no-self-sign-up'].es).not.toContain('/login/cadastro');
  });

  it('renders every public page a visitor lands on: sign-up (without a link’s plans), recovery and single sign-on', async () => {
    const pages = await prerenderPages();
    expect(Object.keys(pages)).toEqual([
      'login',
      'login/sso',
      'login/definir-senha',
      'login/cadastro',
    ]);
    const signUp = pages['login/cadastro']!;
    expect(signUp['self-sign-up']['pt-BR']).toContain('Etapa 1 de 3');
    expect(signUp['self-sign-up']['pt-BR']).toContain('name="userName"');
    // Where sign-up is not offered the page says so, from the first paint.
    expect(signUp['no-self-sign-up']['pt-BR']).toContain('Cadastro indisponível');
    expect(pages['login/definir-senha']!['self-sign-up'].es).toContain('Recuperar contraseña');
    expect(pages['login/sso']!['self-sign-up']['pt-BR']).toContain('Entrar com login único');
  });

  it('rules the build’s recovery page out for a visit with a link’s token (that page is the new-password form)', () => {
    expect(prerenderPageRules()).toEqual({ 'login/definir-senha': ['token'] });
  });

  it('renders ids that cannot clash between the languages on one page', async () => {
    const { login } = await prerenderPages();
    const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const pt = ids(login!['self-sign-up']['pt-BR']);
    expect(pt.length).toBeGreaterThan(0);
    expect(pt.filter((id) => ids(login!['self-sign-up'].es).includes(id))).toEqual([]);
  });

  it('gives the login page its title and meta description in both languages, for the head', async () => {
    const heads = await prerenderPageHeads();
    expect(Object.keys(heads)).toEqual([
      'login',
      'login/sso',
      'login/definir-senha',
      'login/cadastro',
    ]);
    expect(heads.login).toEqual({
      'pt-BR': {
        title: 'Entrar · Minha Conta',
        description: expect.stringContaining('Entre no Minha Conta'),
      },
      es: {
        title: expect.stringMatching(/ · Minha Conta$/),
        description: expect.stringContaining('Inicie sesión en Minha Conta'),
      },
    });
  });

  it('renders a generated link’s sign-up on demand, with the plans and the network it chose', async () => {
    const page = await renderPage('login/cadastro/adw,adwl/REDESUL', 'self-sign-up');
    expect(page?.html['pt-BR']).toContain('Etapa 1 de 3');
    expect(page?.html['pt-BR']).toContain('REDESUL');
    expect(page?.html.es).toContain('REDESUL');
    // The bare page the build wrote has no link's choice in it.
    const { 'login/cadastro': bare } = await prerenderPages();
    expect(bare!['self-sign-up']['pt-BR']).not.toContain('REDESUL');
    expect(page?.head['pt-BR'].title).toBe('Cadastre sua empresa · Minha Conta');
  });

  it('renders a recovery link on demand as the new-password form', async () => {
    const page = await renderPage('login/definir-senha?token=abc', 'self-sign-up');
    expect(page?.html['pt-BR']).toContain('Criar nova senha');
    expect(page?.html['pt-BR']).toContain('name="repeat"');
    expect(page?.html.es).not.toContain('Criar nova senha');
  });

  it('renders nothing on demand for a route it does not prerender', async () => {
    expect(await renderPage('login/escolher-empresa', 'self-sign-up')).toBeNull();
    expect(await renderPage('nao-existe', 'self-sign-up')).toBeNull();
    expect(renderablePatterns()).toContain('login/cadastro/:sp?/:empresaMae?');
  });
});
