import crypto from 'node:crypto';
import {
  composePage,
  inlineStyleSources,
  serializedFrame,
  warmPrerenderedPages,
} from '@portal/build/prerender';

const SHELL_HTML =
  '<!doctype html><html lang=pt-BR><head><title>Minha Conta</title><script defer src=/minha-conta/main.js></script></head><body><div id=root></div></body></html>';

const config = {
  platformCode: 'compliance',
  partnerMode: false,
  remotes: [
    { name: 'mf_auth', manifest: 'http://auth.test/mf-manifest.json', routes: ['login', 'x/:id'] },
  ],
};

const INDEX = {
  version: 1,
  styles: ['styles.1234abcd.css'],
  pages: {
    login: {
      'self-sign-up': { 'pt-BR': 'prerender/a.pt.html', es: 'prerender/a.es.html' },
      'no-self-sign-up': { 'pt-BR': 'prerender/b.pt.html', es: 'prerender/b.es.html' },
    },
  },
};

const FILES = {
  'http://auth.test/prerender.json': JSON.stringify(INDEX),
  'http://auth.test/prerender/a.pt.html': '<form>Entrar + cadastro</form>',
  'http://auth.test/prerender/a.es.html': '<form>Iniciar sesión + registro</form>',
  'http://auth.test/prerender/b.pt.html': '<form>Entrar</form>',
  'http://auth.test/prerender/b.es.html': '<form>Iniciar sesión</form>',
};

/** A fetch that serves FILES (404 otherwise) and records what was asked. */
function fakeFetch(files = FILES) {
  const asked = [];
  const impl = async (url) => {
    asked.push(String(url));
    const body = files[String(url)];
    return body === undefined ? new Response('no', { status: 404 }) : new Response(body);
  };
  return Object.assign(impl, { asked });
}

const frame = {
  locales: ['pt-BR', 'es'],
  PAGE_SLOT: '<!--page-->',
  prerenderVariant: (c) => (c.partnerMode ? 'no-self-sign-up' : 'self-sign-up'),
  renderFrame: async (_config, locale) =>
    `<div class="frame"><header>${locale}</header><main><!--page--></main></div>`,
};

const compose = (overrides = {}) =>
  composePage({
    html: SHELL_HTML,
    route: 'login',
    config,
    frame,
    shellStyles: ['/minha-conta/styles.aaaa1111.css'],
    gateSrc: '/minha-conta/prerender-gate.js',
    fetchImpl: fakeFetch(),
    ...overrides,
  });

describe('composePage (the shell server puts a remote prerendered page in its HTML)', () => {
  it('puts the page, framed, once per locale, inert, before the app root', async () => {
    const html = await compose();
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toBe(
      '<body><div id="prerender" inert>' +
        '<div lang="pt-BR"><div class="frame"><header>pt-BR</header><main><form>Entrar + cadastro</form></main></div></div>' +
        '<div lang="es"><div class="frame"><header>es</header><main><form>Iniciar sesión + registro</form></main></div></div>' +
        '</div><div id=root></div></body></html>',
    );
  });

  it('loads the gate (once the page is parsed, naming the app’s scripts for it to fetch and run after the first paint) and the stylesheets in the head', async () => {
    const html = await compose();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toBe(
      '<head><title>Minha Conta</title>' +
        '<script defer src="/minha-conta/prerender-gate.js" data-scripts="/minha-conta/main.js"></script>' +
        '<link rel="stylesheet" href="/minha-conta/styles.aaaa1111.css">' +
        '<link rel="stylesheet" href="http://auth.test/styles.1234abcd.css">',
    );
    expect(html.indexOf('<div id=root>')).toBe(html.indexOf('</div><div id=root>') + 6);
  });

  it('holds the first paint for nothing but the stylesheets (adr-009)', async () => {
    const html = await compose();
    // The gate shows the prerender once the page is parsed (prerender.css.ts hides it until
    // then): no render-blocking `expect` link, no script run before the body.
    expect(html).not.toMatch(/\bblocking=/);
    expect(html).not.toMatch(/rel="?expect/);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const tags = head.match(/<(script|link)\b[^>]*>/g) ?? [];
    // Nor is anything fetched before it but the stylesheets: the app's scripts only took their
    // bandwidth, and Lighthouse counts them as needed for the page's largest paint.
    const firstPaintNeeds = tags.filter(
      (tag) =>
        (tag.startsWith('<script') && !/\b(defer|async)\b|type="application\/json"/.test(tag)) ||
        /rel="?(stylesheet|preload|modulepreload)/.test(tag),
    );
    expect(firstPaintNeeds).toEqual([
      '<link rel="stylesheet" href="/minha-conta/styles.aaaa1111.css">',
      '<link rel="stylesheet" href="http://auth.test/styles.1234abcd.css">',
    ]);
  });

  describe('with the stylesheets’ texts at hand (the shell’s server)', () => {
    const SHEETS = {
      '/minha-conta/styles.aaaa1111.css': '.frame{color:red}',
      'http://auth.test/styles.1234abcd.css': 'form>label{display:block}',
    };
    const styleText = async (href) => SHEETS[href] ?? null;

    it('carries them inline, each naming its file, so the first paint waits for no other request', async () => {
      const html = await compose({ styleText });
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head).toBe(
        '<head><title>Minha Conta</title>' +
          '<script defer src="/minha-conta/prerender-gate.js" data-scripts="/minha-conta/main.js"></script>' +
          '<style data-href="/minha-conta/styles.aaaa1111.css">.frame{color:red}</style>' +
          '<style data-href="http://auth.test/styles.1234abcd.css">form>label{display:block}</style>',
      );
      expect(head).not.toMatch(/<link/);
    });

    it('names each inline stylesheet by its hash, for the page’s Content-Security-Policy', async () => {
      const html = await compose({ styleText });
      const hash = (text) =>
        `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
      expect(inlineStyleSources(html)).toEqual([
        hash('.frame{color:red}'),
        hash('form>label{display:block}'),
      ]);
      expect(inlineStyleSources(await compose())).toEqual([]);
    });

    it('links them all, as without texts, when one is missing, fails or could close its element', async () => {
      const linked =
        '<link rel="stylesheet" href="/minha-conta/styles.aaaa1111.css">' +
        '<link rel="stylesheet" href="http://auth.test/styles.1234abcd.css">';
      const missing = async (href) => (href.startsWith('http') ? null : SHEETS[href]);
      const failing = async (href) => {
        if (href.startsWith('http')) throw new Error('timeout');
        return SHEETS[href];
      };
      const closing = async (href) => `${SHEETS[href]}/*</style><script>*/`;
      for (const text of [missing, failing, closing]) {
        const html = await compose({ styleText: text });
        expect(html).toContain(linked);
        expect(html).not.toMatch(/<style/);
      }
    });
  });

  it('writes the page’s title and meta description in the first locale, the others for the gate', async () => {
    const heads = {
      login: {
        'pt-BR': { title: 'Entrar · Minha Conta', description: 'Entre "já" no <Minha Conta>.' },
        es: { title: 'Iniciar sesión · Minha Conta', description: 'Inicie sesión.' },
      },
    };
    const files = {
      ...FILES,
      'http://auth.test/prerender.json': JSON.stringify({ ...INDEX, heads }),
    };
    const html = await compose({ fetchImpl: fakeFetch(files) });
    expect(html).toContain(
      '<title data-es="Iniciar sesión · Minha Conta">Entrar · Minha Conta</title>',
    );
    expect(html).not.toContain('<title>Minha Conta</title>');
    expect(html).toContain(
      '<meta name="description" content="Entre &#34;já&#34; no &#60;Minha Conta&#62;." data-es="Inicie sesión.">',
    );
    // Before the gate, which localises them.
    expect(html.indexOf('name="description"')).toBeLessThan(html.indexOf('prerender-gate.js'));
  });

  it('keeps the shell’s title when the remote gives no head', async () => {
    const html = await compose();
    expect(html).toContain('<title>Minha Conta</title>');
    expect(html).not.toContain('name="description"');
  });

  it('serves the plain page when it cannot find the app’s scripts to hand to the gate', async () => {
    const withoutScripts = SHELL_HTML.replace(/<script.*<\/script>/, '');
    expect(await compose({ html: withoutScripts })).toBe(withoutScripts);
  });

  it('picks the variant the runtime config matches', async () => {
    const html = await compose({ config: { ...config, partnerMode: true } });
    expect(html).toContain('<main><form>Entrar</form></main>');
    expect(html).not.toContain('cadastro');
  });

  it('leaves the page as it was for routes without a prerender', async () => {
    for (const route of ['', 'x/1', 'unknown', 'login/sso']) {
      expect(await compose({ route })).toBe(SHELL_HTML);
    }
  });

  it('leaves the page as it was when the remote lacks a locale, has no index, or fails', async () => {
    const { 'http://auth.test/prerender/a.es.html': _es, ...withoutEs } = FILES;
    expect(await compose({ fetchImpl: fakeFetch(withoutEs) })).toBe(SHELL_HTML);
    expect(await compose({ fetchImpl: fakeFetch({}) })).toBe(SHELL_HTML);
    const errors = [];
    const html = await compose({
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
      onError: (error) => errors.push(String(error)),
    });
    expect(html).toBe(SHELL_HTML);
    expect(errors).toEqual(['TypeError: fetch failed']);
  });

  it('serves a visit without the prerender when its query rules it out (a recovery link’s token)', async () => {
    const files = {
      ...FILES,
      'http://auth.test/prerender.json': JSON.stringify({ ...INDEX, unless: { login: ['token'] } }),
    };
    const withToken = await compose({
      fetchImpl: fakeFetch(files),
      search: new URLSearchParams('token=abc'),
    });
    expect(withToken).toBe(SHELL_HTML);
    const other = await compose({
      fetchImpl: fakeFetch(files),
      search: new URLSearchParams('redirectUrl=%2F'),
    });
    expect(other).toContain('<div id="prerender" inert>');
  });

  it('finds the page of a route whose pattern has optional parameters, asked without them', async () => {
    const withOptional = {
      ...config,
      remotes: [{ ...config.remotes[0], routes: ['login/:sp?/:mother?'] }],
    };
    expect(await compose({ config: withOptional })).toContain('<div id="prerender" inert>');
    // With them, the page shows what they chose only once the app runs: no prerender.
    expect(await compose({ config: withOptional, route: 'login/esw' })).toBe(SHELL_HTML);
  });

  describe('a visit the build’s pages do not cover, rendered by the remote’s server', () => {
    const rendering = {
      ...config,
      remotes: [{ ...config.remotes[0], routes: ['login', 'login/cadastro/:sp?/:mother?'] }],
    };
    const renderIndex = {
      ...INDEX,
      unless: { login: ['token'] },
      render: { path: 'prerender/render', patterns: ['login', 'login/cadastro/:sp?/:mother?'] },
    };
    /** FILES, the index above, and the remote's server answering the pages in `rendered`. */
    const renderingFetch = (rendered) => {
      const impl = fakeFetch({
        ...FILES,
        'http://auth.test/prerender.json': JSON.stringify(renderIndex),
      });
      const asked = impl.asked;
      return Object.assign(
        async (url, init) => {
          const address = new URL(url);
          if (address.pathname !== '/prerender/render') return impl(url, init);
          asked.push(String(url));
          const page =
            rendered[`${address.searchParams.get('path')} ${address.searchParams.get('variant')}`];
          return page ? Response.json(page) : new Response('{}', { status: 404 });
        },
        { asked },
      );
    };
    const linkPage = {
      html: {
        'pt-BR': '<form>Cadastro: adw, REDESUL</form>',
        es: '<form>Registro: adw, REDESUL</form>',
      },
      head: {
        'pt-BR': { title: 'Cadastro · Minha Conta' },
        es: { title: 'Registro · Minha Conta' },
      },
    };

    it('puts in the page the remote renders for the route with its parameters, and its head', async () => {
      const fetchImpl = renderingFetch({ 'login/cadastro/adw/REDESUL self-sign-up': linkPage });
      const html = await compose({
        config: rendering,
        route: 'login/cadastro/adw/REDESUL',
        fetchImpl,
      });
      expect(html).toContain('<main><form>Cadastro: adw, REDESUL</form></main>');
      expect(html).toContain('<main><form>Registro: adw, REDESUL</form></main>');
      expect(html).toContain(
        '<title data-es="Registro · Minha Conta">Cadastro · Minha Conta</title>',
      );
      expect(html).toContain('href="http://auth.test/styles.1234abcd.css"');
    });

    it('asks for the page with the query that rules the build’s page out, in the config’s variant', async () => {
      const fetchImpl = renderingFetch({ 'login?token=abc no-self-sign-up': linkPage });
      const html = await compose({
        config: { ...rendering, partnerMode: true },
        fetchImpl,
        search: new URLSearchParams('token=abc'),
      });
      expect(html).toContain('<form>Cadastro: adw, REDESUL</form>');
      expect(fetchImpl.asked).toContain(
        'http://auth.test/prerender/render?path=login%3Ftoken%3Dabc&variant=no-self-sign-up',
      );
    });

    it('serves the plain page when the remote’s server does not render (a static host) or the pattern is not its', async () => {
      const fetchImpl = renderingFetch({});
      const route = 'login/cadastro/adw/REDESUL';
      expect(await compose({ config: rendering, route, fetchImpl })).toBe(SHELL_HTML);
      const unknown = renderingFetch({ 'x/1 self-sign-up': linkPage });
      expect(await compose({ route: 'x/1', fetchImpl: unknown })).toBe(SHELL_HTML);
      expect(unknown.asked.some((url) => url.includes('/prerender/render'))).toBe(false);
    });
  });

  it('does not wait for a slow remote longer than its time limit', async () => {
    const never = (_url, { signal }) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    const started = Date.now();
    const html = await compose({ fetchImpl: never, timeoutMs: 50 });
    expect(html).toBe(SHELL_HTML);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('composePage keeps content-hashed pages', () => {
  it('asks the remote for its index on every page, and for a hashed page only once', async () => {
    const index = {
      ...INDEX,
      pages: {
        login: {
          'self-sign-up': {
            'pt-BR': 'prerender/login.pt-BR.0123abcd.html',
            es: 'prerender/login.es.html',
          },
        },
      },
    };
    const fetchImpl = fakeFetch({
      'http://auth.test/prerender.json': JSON.stringify(index),
      'http://auth.test/prerender/login.pt-BR.0123abcd.html': '<form>Entrar</form>',
      'http://auth.test/prerender/login.es.html': '<form>Iniciar sesión</form>',
    });
    const cache = new Map();
    await compose({ fetchImpl, cache });
    const second = await compose({ fetchImpl, cache });
    expect(second).toContain('<form>Entrar</form>');
    expect(fetchImpl.asked.filter((url) => url.endsWith('prerender.json'))).toHaveLength(2);
    expect(fetchImpl.asked.filter((url) => url.endsWith('0123abcd.html'))).toHaveLength(1);
    expect(fetchImpl.asked.filter((url) => url.endsWith('login.es.html'))).toHaveLength(2);
  });
});

/** The login index with content-hashed pages, as a remote's build writes it. */
const HASHED_INDEX = {
  version: 1,
  styles: ['styles.1234abcd.css'],
  pages: {
    login: {
      'self-sign-up': {
        'pt-BR': 'prerender/login.self-sign-up.pt-BR.0123abcd.html',
        es: 'prerender/login.self-sign-up.es.4567cdef.html',
      },
    },
  },
};
const HASHED_FILES = {
  'http://auth.test/prerender.json': JSON.stringify(HASHED_INDEX),
  'http://auth.test/prerender/login.self-sign-up.pt-BR.0123abcd.html': '<form>Entrar</form>',
  'http://auth.test/prerender/login.self-sign-up.es.4567cdef.html': '<form>Iniciar sesión</form>',
};

/** A fetch over `files` whose pages (not the index) answer only when `release()` is called. */
function heldPages(files = HASHED_FILES) {
  const served = fakeFetch(files);
  const held = [];
  const impl = (url, init) => {
    if (String(url).endsWith('prerender.json')) return served(url, init);
    return new Promise((resolve) => held.push(() => resolve(served(url, init))));
  };
  return Object.assign(impl, {
    asked: served.asked,
    release: () => held.splice(0).forEach((answer) => answer()),
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('composePage when a content-hashed page is slow to come', () => {
  it('serves the plain page in time, and the next visitor gets the prerender the first one started', async () => {
    const fetchImpl = heldPages();
    const cache = new Map();
    const errors = [];
    const first = await compose({
      fetchImpl,
      cache,
      timeoutMs: 30,
      onError: (e) => errors.push(e.name),
    });
    expect(first).toBe(SHELL_HTML);
    expect(errors).toEqual(['TimeoutError']);

    fetchImpl.release();
    await tick();
    const second = await compose({ fetchImpl, cache, timeoutMs: 30 });
    expect(second).toContain('<main><form>Entrar</form></main>');
    expect(fetchImpl.asked.filter((url) => url.endsWith('.html'))).toHaveLength(2);
  });

  it('fetches a page once for visitors who arrive while it is on its way', async () => {
    const fetchImpl = heldPages();
    const cache = new Map();
    const visits = [compose({ fetchImpl, cache }), compose({ fetchImpl, cache })];
    await tick();
    fetchImpl.release();
    for (const html of await Promise.all(visits)) expect(html).toContain('<form>Entrar</form>');
    expect(fetchImpl.asked.filter((url) => url.endsWith('0123abcd.html'))).toHaveLength(1);
  });

  it('asks again for a page whose fetch failed', async () => {
    const { 'http://auth.test/prerender/login.self-sign-up.es.4567cdef.html': es, ...withoutEs } =
      HASHED_FILES;
    const cache = new Map();
    const errors = [];
    const failed = await compose({
      fetchImpl: fakeFetch(withoutEs),
      cache,
      onError: (error) => errors.push(error.message),
    });
    expect(failed).toBe(SHELL_HTML);
    expect(errors).toEqual([expect.stringMatching(/^mf_auth: .*4567cdef\.html answered 404$/)]);

    const fetchImpl = fakeFetch({
      ...withoutEs,
      'http://auth.test/prerender/login.self-sign-up.es.4567cdef.html': es,
    });
    expect(await compose({ fetchImpl, cache })).toContain('<form>Iniciar sesión</form>');
    expect(fetchImpl.asked.filter((url) => url.endsWith('4567cdef.html'))).toHaveLength(1);
  });
});

describe('warmPrerenderedPages (the shell server, before its first visitor)', () => {
  it('fetches the pages the config matches and renders their frames, so a visit asks only for the index', async () => {
    const rendered = [];
    const warmFrame = {
      ...frame,
      renderFrame: async (_config, locale, route) => {
        rendered.push(`${locale} ${route}`);
        return frame.renderFrame(_config, locale, route);
      },
    };
    const fetchImpl = fakeFetch(HASHED_FILES);
    const cache = new Map();
    const ready = await warmPrerenderedPages({ config, frame: warmFrame, cache, fetchImpl });
    expect(ready).toEqual(['login']);
    expect(rendered).toEqual(['pt-BR login', 'es login']);

    fetchImpl.asked.length = 0;
    const html = await compose({ fetchImpl, cache });
    expect(html).toContain('<form>Iniciar sesión</form>');
    expect(fetchImpl.asked).toEqual(['http://auth.test/prerender.json']);
  });

  it('tries a remote that cannot be reached yet again, and skips one without an index', async () => {
    let reachable = false;
    const fetchImpl = async (url, init) => {
      if (!reachable) {
        reachable = true;
        throw new TypeError('fetch failed');
      }
      return fakeFetch(HASHED_FILES)(url, init);
    };
    const cache = new Map();
    const retried = await warmPrerenderedPages({
      config,
      frame,
      cache,
      fetchImpl,
      retryDelaysMs: [1],
    });
    expect(retried).toEqual(['login']);
    expect(cache.size).toBe(2);

    const none = await warmPrerenderedPages({
      config,
      frame,
      cache: new Map(),
      fetchImpl: fakeFetch({}),
      retryDelaysMs: [1],
    });
    expect(none).toEqual([]);
  });
});

describe('serializedFrame', () => {
  it('renders each frame once, one at a time', async () => {
    let running = 0;
    let most = 0;
    const calls = [];
    const shared = serializedFrame({
      ...frame,
      renderFrame: async (_config, locale, route) => {
        running += 1;
        most = Math.max(most, running);
        calls.push(`${locale} ${route}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return locale;
      },
    });
    const results = await Promise.all([
      shared.renderFrame(config, 'pt-BR', 'login'),
      shared.renderFrame(config, 'es', 'login'),
      shared.renderFrame(config, 'pt-BR', 'login'),
    ]);
    expect(results).toEqual(['pt-BR', 'es', 'pt-BR']);
    expect(calls).toEqual(['pt-BR login', 'es login']);
    expect(most).toBe(1);
  });
});
