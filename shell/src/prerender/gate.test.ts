import {
  applyGate,
  bootAfterFirstPaint,
  followLanguageChoice,
  inShortTasks,
  localizeHead,
  preloadCatalogs,
} from './gate';
import { handOff, hasPrerender, LOCALE_CHOSEN } from './dom';

const storage = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
});
const session = (state: unknown) => JSON.stringify({ state, version: 1 });
const CATALOGS = {
  'pt-BR': ['/minha-conta/messages-pt-BR.1.js'],
  es: ['/minha-conta/messages-es.1.js'],
};
/** The page's head with the boot data the shell's server writes (adr-006). */
const withBootData = (data: unknown) => {
  document.head.innerHTML = `<script type="application/json" id="portal-boot">${JSON.stringify(data)}</script>`;
};

describe('the prerender gate (runs before a prerendered page paints)', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('html');
    localStorage.clear();
  });

  it('shows the prerender in the stored language to a visitor who has not signed in', () => {
    localStorage.setItem('minha-conta:locale', 'es');
    applyGate(root, storage({}));
    expect(root.lang).toBe('es');
    expect(root).toHaveClass('prerendered');
  });

  it('shows the prerender only once the page is parsed, so no paint shows it half there', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      applyGate(root, storage({}));
      expect(root.lang).not.toBe('');
      expect(root).not.toHaveClass('prerendered');
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(root).toHaveClass('prerendered');
    } finally {
      readyState.mockRestore();
    }
  });

  it("falls back to the browser's language like the app does", () => {
    applyGate(root, storage({}));
    expect(root.lang).toBe(navigator.language.toLowerCase().startsWith('es') ? 'es' : 'pt-BR');
  });

  it("puts the title and meta description the server wrote in the visitor's language", () => {
    document.head.innerHTML =
      '<title data-es="Iniciar sesión · Minha Conta">Entrar · Minha Conta</title>' +
      '<meta name="description" content="Entre no Minha Conta." data-es="Inicie sesión en Minha Conta.">';
    localStorage.setItem('minha-conta:locale', 'es');
    applyGate(root, storage({}));
    expect(document.title).toBe('Iniciar sesión · Minha Conta');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Inicie sesión en Minha Conta.',
    );
    // The first language has no data attribute: its texts stay.
    localizeHead(document, 'pt-BR');
    expect(document.title).toBe('Iniciar sesión · Minha Conta');
    document.head.innerHTML = '';
  });

  it('turns the prerender off for a signed-in visitor, whom the app sends elsewhere', () => {
    applyGate(root, storage({ 'minha-conta:session': session({ session: { token: 't' } }) }));
    expect(root).not.toHaveClass('prerendered');
  });

  it('treats a stored signed-out state as not signed in', () => {
    applyGate(root, storage({ 'minha-conta:session': session({ session: null }) }));
    expect(root).toHaveClass('prerendered');
  });

  it('turns it off when the session cannot be read or storage is blocked (the app decides)', () => {
    applyGate(root, storage({ 'minha-conta:session': '{not json' }));
    expect(root).not.toHaveClass('prerendered');
    applyGate(root, null);
    expect(root).not.toHaveClass('prerendered');
  });

  it('counts a session stored before versioning (token at the top) as signed in', () => {
    applyGate(
      root,
      storage({ 'minha-conta:session': JSON.stringify({ state: { token: 'old' }, version: 0 }) }),
    );
    expect(root).not.toHaveClass('prerendered');
  });
});

describe('handOff', () => {
  it('removes the prerender and shows the app, once or many times', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="prerender" inert>page</div>');
    document.documentElement.classList.add('prerendered');
    expect(hasPrerender()).toBe(true);
    handOff();
    handOff();
    expect(hasPrerender()).toBe(false);
    expect(document.documentElement).not.toHaveClass('prerendered');
  });
});

describe('bootAfterFirstPaint', () => {
  // However slow the machine, the steps below fit in one task: the order is what is checked here.
  let now: jest.SpyInstance;
  beforeEach(() => {
    now = jest.spyOn(performance, 'now').mockReturnValue(0);
  });
  afterEach(() => now.mockRestore());

  it('adds the app’s scripts in order, after the next frame, not at once', async () => {
    const before = document.head.querySelectorAll('script').length;
    bootAfterFirstPaint(document, ['/minha-conta/main.js', '/minha-conta/other.js']);
    expect(document.head.querySelectorAll('script')).toHaveLength(before);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    const added = [...document.head.querySelectorAll('script')].slice(before);
    expect(added.map((script) => script.getAttribute('src'))).toEqual([
      '/minha-conta/main.js',
      '/minha-conta/other.js',
    ]);
    expect(added.every((script) => !script.async)).toBe(true);
    added.forEach((script) => script.remove());
  });

  it('preloads the route’s scripts and the visitor’s catalogs the server named, after the next frame too', async () => {
    document.documentElement.lang = 'es';
    withBootData({ catalogs: CATALOGS, scripts: ['http://auth.test/remoteEntry.js'] });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      );
    bootAfterFirstPaint(document, []);
    expect(preloads()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(preloads()).toEqual([
      'http://auth.test/remoteEntry.js',
      '/minha-conta/messages-es.1.js',
    ]);
    document.head.innerHTML = '';
    document.documentElement.lang = 'pt-BR';
  });
});

describe('inShortTasks', () => {
  it('runs the steps in order, and leaves the rest to a later task once a task has run 4 ms', async () => {
    let clock = 0;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const ran: number[] = [];
      inShortTasks([
        () => ran.push(1),
        () => {
          ran.push(2);
          clock += 5;
        },
        () => ran.push(3),
        () => ran.push(4),
      ]);
      expect(ran).toEqual([1, 2]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(ran).toEqual([1, 2, 3, 4]);
    } finally {
      now.mockRestore();
    }
  });
});

describe('preloadCatalogs', () => {
  it('preloads the catalogs the server named for the visitor’s language, and only those', () => {
    withBootData({ catalogs: CATALOGS });
    preloadCatalogs(document, 'es');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('href')])).toEqual([
      ['script', '/minha-conta/messages-es.1.js'],
    ]);
  });

  it('leaves alone a catalog the server already preloads (the browser’s language)', () => {
    document.head.innerHTML =
      '<script type="application/json" id="portal-boot">' +
      JSON.stringify({ catalogs: { es: ['/minha-conta/messages-es.1.js', '/minha-conta/x.js'] } }) +
      '</script><link rel="preload" as="script" href="/minha-conta/messages-es.1.js">';
    preloadCatalogs(document, 'es');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/minha-conta/messages-es.1.js',
      '/minha-conta/x.js',
    ]);
  });

  it('does nothing on a page without the server’s data, or with data it cannot read', () => {
    document.head.innerHTML = '';
    preloadCatalogs(document, 'pt-BR');
    document.head.innerHTML = '<script type="application/json" id="portal-boot">{oops</script>';
    preloadCatalogs(document, 'pt-BR');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('a language chosen on the prerendered page (followLanguageChoice)', () => {
  /** Both copies, each with the frame's language switch (checked in its language) and a form. */
  function prerenderedPage() {
    document.documentElement.lang = 'pt-BR';
    document.head.innerHTML =
      '<title data-es="Iniciar sesión · Minha Conta">Entrar · Minha Conta</title>';
    const copy = (lang: string) => `
      <div lang="${lang}">
        <div role="radiogroup" aria-label="Idioma">
          <input type="radio" name="_${lang}_switch" value="pt-BR" ${lang === 'pt-BR' ? 'checked' : ''}>
          <input type="radio" name="_${lang}_switch" value="es" ${lang === 'es' ? 'checked' : ''}>
        </div>
        <form><input type="email" name="email" value=""></form>
      </div>`;
    document.body.innerHTML = `<div id="prerender">${copy('pt-BR')}${copy('es')}</div><div id="root"></div>`;
    const inCopy = (lang: string, selector: string) =>
      document.querySelector<HTMLInputElement>(`#prerender > [lang="${lang}"] ${selector}`)!;
    return { inCopy };
  }

  it('shows the chosen language’s copy with what was typed, the focus on the same choice, and keeps the choice', () => {
    const { inCopy } = prerenderedPage();
    const stored: Record<string, string> = {};
    followLanguageChoice(document, { setItem: (key, value) => (stored[key] = value) });
    const announced: string[] = [];
    document.addEventListener(LOCALE_CHOSEN, (event) =>
      announced.push((event as CustomEvent<string>).detail),
    );
    inCopy('pt-BR', '[name="email"]').value = 'ana@demo.com.br';
    const spanish = inCopy('pt-BR', 'input[value="es"]');
    spanish.focus();
    spanish.click();

    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Iniciar sesión · Minha Conta');
    expect(inCopy('es', '[name="email"]').value).toBe('ana@demo.com.br');
    expect(inCopy('es', 'input[value="es"]')).toHaveFocus();
    expect(stored['minha-conta:locale']).toBe('es');
    expect(announced).toEqual(['es']);

    // And back: the Portuguese copy shows Portuguese chosen, not the stale press.
    inCopy('es', 'input[value="pt-BR"]').click();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(inCopy('pt-BR', 'input[value="pt-BR"]').checked).toBe(true);
    expect(stored['minha-conta:locale']).toBe('pt-BR');
  });

  it('leaves other radios alone (a form’s own choices)', () => {
    prerenderedPage();
    followLanguageChoice(document, null);
    document
      .querySelector('#prerender > [lang="pt-BR"] form')!
      .insertAdjacentHTML('beforeend', '<input type="radio" name="plan" value="es">');
    document.querySelector<HTMLInputElement>('[name="plan"]')!.click();
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
