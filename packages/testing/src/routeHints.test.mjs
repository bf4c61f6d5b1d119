import {
  likelyLocale,
  BOOT_DATA_ID,
  matchesRoute,
  pageChunkName,
  remoteServing,
  routeHints,
  withRouteHints,
} from '@portal/build/route-hints';

/** A few remotes as shell/config/production.json lists them. */
const PRODUCTION = {
  platformCode: 'compliance',
  partnerMode: false,
  remotes: [
    {
      name: 'mf_auth',
      manifest: 'https://mf-auth.minhaconta.com.br/mf-manifest.json',
      routes: [
        'login',
        'login/sso',
        'login/sso/:session',
        'login/definir-senha',
        'login/cadastro/:sp?/:empresaMae?',
        'login/escolher-empresa',
      ],
    },
    {
      name: 'mf_account',
      manifest: 'https://mf-account.minhaconta.com.br/mf-manifest.json',
      routes: ['', 'meu/perfil', 'gestao-de-usuarios'],
    },
    {
      name: 'mf_backoffice',
      manifest: 'https://mf-backoffice.minhaconta.com.br/mf-manifest.json',
      routes: [
        'gestao-de-empresas',
        'gestao-de-empresas/cupons',
        'gestao-de-empresas/gerador-de-link',
        'gestao-de-empresas/*',
      ],
    },
  ],
};

/** Which remote and pattern serve `route`, as `name pattern` (or null). */
const served = (route, config = PRODUCTION) => {
  const found = remoteServing(config, route);
  return found && `${found.remote.name} ${found.pattern}`;
};

describe('pageChunkName (the chunk group a remote names its page by)', () => {
  it('joins the pattern’s words by hyphens after `page-`', () => {
    expect(pageChunkName('login')).toBe('page-login');
    expect(pageChunkName('login/cadastro/:sp?/:empresaMae?')).toBe(
      'page-login-cadastro-sp-empresaMae',
    );
    expect(pageChunkName('login/sso/:session')).toBe('page-login-sso-session');
  });

  it('names the home page `page-index`', () => {
    expect(pageChunkName('')).toBe('page-index');
  });
});

describe('remoteServing (which remote, and which of its patterns, serves a route)', () => {
  it('finds the remote of a static route', () => {
    expect(served('login')).toBe('mf_auth login');
    expect(served('login/sso')).toBe('mf_auth login/sso');
    expect(served('meu/perfil')).toBe('mf_account meu/perfil');
  });

  it('fills a required parameter, and needs it', () => {
    expect(served('login/sso/abc123')).toBe('mf_auth login/sso/:session');
    expect(matchesRoute('login/sso/:session', 'login/sso')).toBe(false);
  });

  it('fills optional parameters with any number of segments up to theirs, and no more', () => {
    const signUp = 'mf_auth login/cadastro/:sp?/:empresaMae?';
    expect(served('login/cadastro')).toBe(signUp);
    expect(served('login/cadastro/esw')).toBe(signUp);
    expect(served('login/cadastro/esw/false')).toBe(signUp);
    expect(served('login/cadastro/a/b/c')).toBeNull();
  });

  it('serves the home route from the remote with the empty pattern', () => {
    expect(served('')).toBe('mf_account ');
    expect(remoteServing(PRODUCTION, '').pattern).toBe('');
  });

  it('lets a splat take the rest of the route', () => {
    expect(served('gestao-de-empresas/42/planos')).toBe('mf_backoffice gestao-de-empresas/*');
    expect(served('gestao-de-empresas/42')).toBe('mf_backoffice gestao-de-empresas/*');
    expect(served('gestao-de-empresas/cupons')).toBe('mf_backoffice gestao-de-empresas/cupons');
    expect(matchesRoute('gestao-de-empresas/*', 'gestao-de-empresas')).toBe(true);
  });

  it('finds none for the shell’s own pages and unknown routes', () => {
    expect(served('acesso-negado')).toBeNull();
    expect(served('login/desconhecida')).toBeNull();
    expect(served('meu')).toBeNull();
    expect(remoteServing(undefined, 'login')).toBeNull();
    expect(remoteServing({}, 'login')).toBeNull();
  });

  it('finds none for a page of the shell’s own that a remote’s splat also matches', () => {
    const ownPages = ['acesso-negado', 'gestao-de-empresas/versoes'];
    expect(remoteServing(PRODUCTION, 'gestao-de-empresas/versoes', ownPages)).toBeNull();
    // The splat still serves the rest.
    expect(remoteServing(PRODUCTION, 'gestao-de-empresas/outra', ownPages)?.remote.name).toBe(
      'mf_backoffice',
    );
    expect(remoteServing(PRODUCTION, 'gestao-de-empresas/versoes')?.remote.name).toBe(
      'mf_backoffice',
    );
  });
});

describe('remoteServing matches as React Router does (the page the browser will show)', () => {
  it('ignores case, as the router does by default', () => {
    expect(matchesRoute('login', 'Login')).toBe(true);
    expect(served('Login')).toBe('mf_auth login');
    expect(served('GESTAO-DE-EMPRESAS/42')).toBe('mf_backoffice gestao-de-empresas/*');
  });

  it('takes the pattern the router ranks first, not the first one listed', () => {
    const config = {
      remotes: [
        {
          name: 'mf_backoffice',
          manifest: 'https://mf-backoffice.minhaconta.com.br/mf-manifest.json',
          routes: ['gestao-de-empresas/*', 'gestao-de-empresas/cupons'],
        },
      ],
    };
    expect(served('gestao-de-empresas/cupons', config)).toBe(
      'mf_backoffice gestao-de-empresas/cupons',
    );
  });

  it('lets a static segment be optional', () => {
    expect(matchesRoute('login/cadastro?', 'login')).toBe(true);
    expect(matchesRoute('login/cadastro?', 'login/cadastro')).toBe(true);
  });
});

const AUTH_MANIFEST_URL = 'http://auth.test/mf-manifest.json';

const HINTS_CONFIG = {
  platformCode: 'compliance',
  partnerMode: false,
  remotes: [
    { name: 'mf_auth', manifest: AUTH_MANIFEST_URL, routes: ['login', 'login/sso'] },
    { name: 'mf_account', manifest: 'http://account.test/mf-manifest.json', routes: [''] },
  ],
};

const MANIFEST = {
  id: 'mf_auth',
  metaData: { name: 'mf_auth', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1.js'] } } }],
};

const INDEX = {
  version: 1,
  chunks: {
    'page-login': ['7791.a.js', 'page-login.b.js'],
    'catalog-es': ['catalog-es.c.js'],
    'catalog-pt-BR': ['catalog-pt-BR.d.js'],
    // The kit's texts the remote bundles for its standalone page: the shell has its own.
    'messages-es': ['messages-es.k.js'],
    'page-login-sso': ['page-login-sso.e.js'],
    // A page that keeps its texts apart from the remote's first catalog.
    'page-login-sso-catalog-es': ['page-login-sso-catalog-es.f.js'],
    'page-login-sso-catalog-pt-BR': ['page-login-sso-catalog-pt-BR.g.js'],
  },
};

const FILES = {
  [AUTH_MANIFEST_URL]: JSON.stringify(MANIFEST),
  'http://auth.test/prerender.json': JSON.stringify(INDEX),
};

const SHELL_INDEX = {
  version: 1,
  styles: ['styles.aaaa1111.css'],
  chunks: {
    'messages-es': ['messages-es.s.js'],
    'messages-pt-BR': ['messages-pt-BR.t.js'],
  },
};

/** A fetch that serves FILES (404 otherwise) and records what was asked, and with what. */
function fakeFetch(files = FILES) {
  const asked = [];
  const inits = [];
  const impl = async (url, init) => {
    asked.push(String(url));
    inits.push(init);
    const body = files[String(url)];
    return body === undefined ? new Response('no', { status: 404 }) : new Response(body);
  };
  return Object.assign(impl, { asked, inits });
}

const hintsFor = (route, overrides = {}) =>
  routeHints({
    route,
    config: HINTS_CONFIG,
    shellIndex: SHELL_INDEX,
    shellBase: '/minha-conta/',
    fetchImpl: fakeFetch(),
    ...overrides,
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('routeHints (what the page for a route names)', () => {
  it('names the shell’s own app first, on every page, a remote’s or not', async () => {
    const shellIndex = {
      ...SHELL_INDEX,
      chunks: { ...SHELL_INDEX.chunks, bootstrap: ['864.a.js', '98.b.js'] },
    };
    const login = await hintsFor('login', { shellIndex });
    expect(login.scripts.slice(0, 3)).toEqual([
      '/minha-conta/864.a.js',
      '/minha-conta/98.b.js',
      'http://auth.test/remoteEntry.js',
    ]);
    const own = await hintsFor('acesso-negado', { shellIndex });
    expect(own.scripts).toEqual(['/minha-conta/864.a.js', '/minha-conta/98.b.js']);
  });

  it('names the remote’s manifest, its entry, its routes and the route’s page chunks, and the catalogs', async () => {
    const fetchImpl = fakeFetch();
    const hints = await hintsFor('login', { fetchImpl });
    expect(hints).toEqual({
      manifest: { url: AUTH_MANIFEST_URL, json: MANIFEST },
      scripts: [
        'http://auth.test/remoteEntry.js',
        'http://auth.test/__federation_expose_routes.1.js',
        'http://auth.test/7791.a.js',
        'http://auth.test/page-login.b.js',
      ],
      catalogs: {
        es: ['/minha-conta/messages-es.s.js', 'http://auth.test/catalog-es.c.js'],
        'pt-BR': ['/minha-conta/messages-pt-BR.t.js', 'http://auth.test/catalog-pt-BR.d.js'],
      },
    });
    expect(fetchImpl.asked.sort()).toEqual([AUTH_MANIFEST_URL, 'http://auth.test/prerender.json']);
  });

  it('hints the page chunks of the route’s own pattern only, and the page’s own catalog', async () => {
    const { scripts, catalogs } = await hintsFor('login/sso');
    expect(scripts).toEqual([
      'http://auth.test/remoteEntry.js',
      'http://auth.test/__federation_expose_routes.1.js',
      'http://auth.test/page-login-sso.e.js',
    ]);
    expect(catalogs).toEqual({
      es: [
        '/minha-conta/messages-es.s.js',
        'http://auth.test/catalog-es.c.js',
        'http://auth.test/page-login-sso-catalog-es.f.js',
      ],
      'pt-BR': [
        '/minha-conta/messages-pt-BR.t.js',
        'http://auth.test/catalog-pt-BR.d.js',
        'http://auth.test/page-login-sso-catalog-pt-BR.g.js',
      ],
    });
  });

  it('resolves the entry against its path in the manifest', async () => {
    const manifest = {
      ...MANIFEST,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } },
    };
    const fetchImpl = fakeFetch({ ...FILES, [AUTH_MANIFEST_URL]: JSON.stringify(manifest) });
    const { scripts } = await hintsFor('login', { fetchImpl });
    expect(scripts[0]).toBe('http://auth.test/static/remoteEntry.js');
  });

  it('still hints the entry and routes of a remote without a prerender index', async () => {
    const fetchImpl = fakeFetch({ [AUTH_MANIFEST_URL]: JSON.stringify(MANIFEST) });
    const hints = await hintsFor('login', { fetchImpl });
    expect(hints).toEqual({
      manifest: { url: AUTH_MANIFEST_URL, json: MANIFEST },
      scripts: [
        'http://auth.test/remoteEntry.js',
        'http://auth.test/__federation_expose_routes.1.js',
      ],
      catalogs: {
        es: ['/minha-conta/messages-es.s.js'],
        'pt-BR': ['/minha-conta/messages-pt-BR.t.js'],
      },
    });
  });

  it('names only the shell’s catalogs for a route no remote serves, asking no remote', async () => {
    const fetchImpl = fakeFetch();
    const hints = await hintsFor('acesso-negado', { fetchImpl });
    expect(hints).toEqual({
      manifest: null,
      scripts: [],
      catalogs: {
        es: ['/minha-conta/messages-es.s.js'],
        'pt-BR': ['/minha-conta/messages-pt-BR.t.js'],
      },
    });
    expect(fetchImpl.asked).toEqual([]);
  });

  it('names no remote’s file for a page of the shell’s own, asking no remote', async () => {
    const fetchImpl = fakeFetch();
    // The back-office's splat (gestao-de-empresas/*) matches it too.
    const hints = await hintsFor('gestao-de-empresas/versoes', {
      config: PRODUCTION,
      fetchImpl,
      ownPages: ['gestao-de-empresas/versoes'],
    });
    expect(hints.manifest).toBeNull();
    expect(hints.scripts).toEqual([]);
    expect(fetchImpl.asked).toEqual([]);
  });

  it('names nothing of a remote whose manifest is missing or cannot be fetched, the shell’s catalogs still', async () => {
    const shellOnly = {
      manifest: null,
      scripts: [],
      catalogs: {
        es: ['/minha-conta/messages-es.s.js'],
        'pt-BR': ['/minha-conta/messages-pt-BR.t.js'],
      },
    };
    const missing = fakeFetch({ 'http://auth.test/prerender.json': JSON.stringify(INDEX) });
    expect(await hintsFor('login', { fetchImpl: missing })).toEqual(shellOnly);
    const failing = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await hintsFor('login', { fetchImpl: failing })).toEqual(shellOnly);
  });

  it('asks for the manifest and index at once, and names what came when time runs out', async () => {
    const asked = [];
    const manifestOnly = (url, { signal }) => {
      asked.push(String(url));
      if (String(url) === AUTH_MANIFEST_URL)
        return Promise.resolve(new Response(JSON.stringify(MANIFEST)));
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    };
    const controller = new AbortController();
    const hints = hintsFor('login', { fetchImpl: manifestOnly, signal: controller.signal });
    await tick();
    expect(asked.sort()).toEqual([AUTH_MANIFEST_URL, 'http://auth.test/prerender.json']);
    controller.abort(new DOMException('too slow', 'TimeoutError'));
    const { manifest, scripts } = await hints;
    expect(manifest.url).toBe(AUTH_MANIFEST_URL);
    // The entry and ./routes, without the page chunks the index would have named.
    expect(scripts).toEqual([
      'http://auth.test/remoteEntry.js',
      'http://auth.test/__federation_expose_routes.1.js',
    ]);
  });

  it('hands the same signal to every request', async () => {
    const fetchImpl = fakeFetch();
    const { signal } = new AbortController();
    await hintsFor('login', { fetchImpl, signal });
    expect(fetchImpl.inits.map((init) => init?.signal)).toEqual([signal, signal]);
  });
});

const SHELL_HTML =
  '<!doctype html><html lang=pt-BR><head><meta charset=utf-8>' +
  '<link rel=preload href=/minha-conta/runtime-config.json as=fetch crossorigin>' +
  '<title>Minha Conta</title><script defer src=/minha-conta/main.js></script>' +
  '</head><body><div id=root></div></body></html>';

const BOOT_OPEN = `<script type="application/json" id="${BOOT_DATA_ID}">`;

/** The text of the page's boot data element. */
const bootText = (html) => {
  const start = html.indexOf(BOOT_OPEN) + BOOT_OPEN.length;
  return html.slice(start, html.indexOf('</script>', start));
};

const HINTS = {
  manifest: { url: AUTH_MANIFEST_URL, json: MANIFEST },
  scripts: [
    'http://auth.test/remoteEntry.js',
    'http://auth.test/__federation_expose_routes.1.js',
    'http://auth.test/7791.a.js',
  ],
  catalogs: {
    es: ['/minha-conta/messages-es.s.js', 'http://auth.test/catalog-es.c.js'],
    'pt-BR': ['/minha-conta/messages-pt-BR.t.js', 'http://auth.test/catalog-pt-BR.d.js'],
  },
};

describe('withRouteHints (the shell’s page with its boot data and hints)', () => {
  it('puts the boot data right after the charset, and it parses back', () => {
    const html = withRouteHints(SHELL_HTML, { config: HINTS_CONFIG, hints: HINTS });
    expect(
      html.startsWith(`<!doctype html><html lang=pt-BR><head><meta charset=utf-8>${BOOT_OPEN}`),
    ).toBe(true);
    expect(JSON.parse(bootText(html))).toEqual({
      config: HINTS_CONFIG,
      manifest: HINTS.manifest,
      catalogs: HINTS.catalogs,
    });
  });

  it('drops the runtime config’s preload, which the inline copy replaces', () => {
    const html = withRouteHints(SHELL_HTML, { config: HINTS_CONFIG, hints: HINTS });
    expect(html).not.toContain('runtime-config.json');
  });

  it('preloads the route’s scripts at the end of the head, after the shell’s own, a remote’s in CORS mode as it loads', () => {
    const html = withRouteHints(SHELL_HTML, { config: HINTS_CONFIG, hints: HINTS });
    expect(html).toContain(
      '<title>Minha Conta</title><script defer src=/minha-conta/main.js></script>' +
        '<link rel="preload" as="script" crossorigin href="http://auth.test/remoteEntry.js">' +
        '<link rel="preload" as="script" crossorigin href="http://auth.test/__federation_expose_routes.1.js">' +
        '<link rel="preload" as="script" crossorigin href="http://auth.test/7791.a.js">' +
        '</head><body><div id=root></div></body></html>',
    );
  });

  it('names them in the boot data instead on a prerendered page, for the gate to fetch after its first paint', () => {
    const html = withRouteHints(SHELL_HTML, {
      config: HINTS_CONFIG,
      hints: HINTS,
      locale: 'pt-BR',
      afterFirstPaint: true,
    });
    expect(html).not.toContain('rel="preload"');
    expect(JSON.parse(bootText(html))).toEqual({
      config: HINTS_CONFIG,
      manifest: HINTS.manifest,
      catalogs: HINTS.catalogs,
      scripts: HINTS.scripts,
    });
  });

  it('keeps a config value from ending the script element', () => {
    const config = {
      ...HINTS_CONFIG,
      support: { email: '</script><script>alert(1)</script>', phone: '<!-- <script>' },
      note: 'line\u2028separator\u2029paragraph',
    };
    const html = withRouteHints(SHELL_HTML, { config, hints: HINTS });
    const text = bootText(html);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text).config).toEqual(config);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('inlines the config but adds no preload when there are no hints', () => {
    const html = withRouteHints(SHELL_HTML, { config: HINTS_CONFIG, hints: null });
    expect(JSON.parse(bootText(html))).toEqual({
      config: HINTS_CONFIG,
      manifest: null,
      catalogs: {},
    });
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('runtime-config.json');
    expect(html).toContain('<script defer src=/minha-conta/main.js></script></head>');
  });
});

describe('likelyLocale (the language of a visitor without a stored choice)', () => {
  it('is Spanish when the browser’s first language is, else Portuguese, as the app decides', () => {
    expect(likelyLocale('es-AR,es;q=0.9,pt;q=0.8')).toBe('es');
    expect(likelyLocale('ES')).toBe('es');
    expect(likelyLocale('pt-BR,pt;q=0.9,es;q=0.8')).toBe('pt-BR');
    expect(likelyLocale('en-US')).toBe('pt-BR');
    expect(likelyLocale(undefined)).toBe('pt-BR');
  });

  it('has the catalogs of that language preloaded with the page, and only those', () => {
    const html = withRouteHints(
      '<!doctype html><html><head><meta charset=utf-8></head><body></body></html>',
      {
        config: {},
        hints: {
          manifest: null,
          scripts: [],
          catalogs: {
            'pt-BR': ['/minha-conta/messages-pt-BR.1.js'],
            es: ['/minha-conta/messages-es.1.js'],
          },
        },
        locale: 'es',
      },
    );
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="script" (?:crossorigin )?href="([^"]+)">/g),
    ].map((match) => match[1]);
    expect(preloaded).toEqual(['/minha-conta/messages-es.1.js']);
  });
});
