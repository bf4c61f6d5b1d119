// The prerender gate (adr-004): the one script a prerendered page runs before the prerender
// shows, once the page is parsed (adr-009). The shell's server puts both languages of the page
// in the HTML; this picks the visitor's, shows it, or keeps the prerender off for a signed-in
// visitor, whom the app sends elsewhere. Then it starts the app after the first paint. It must
// stay tiny and import nothing that pulls in a runtime: the prerender shows when it has run.
import { BOOT_DATA_ID } from '@portal/contracts';
import { initialLocale, isLocale, storeLocale } from '@portal/i18n/locale';
import { holdsStoredSession } from '@portal/session/keys';
import { carryOver, copyTyped, LEFT_FIELD, PENDING_SUBMIT } from './carryOver';
import {
  APP_ROOT_ID,
  HANDING_OFF,
  type HandingOff,
  LOCALE_CHOSEN,
  PRERENDER_ID,
  PRERENDERED_CLASS,
  shownCopy,
} from './dom';

export function applyGate(root: HTMLElement, storage: Pick<Storage, 'getItem'> | null): void {
  root.lang = initialLocale();
  localizeHead(root.ownerDocument, root.lang);
  if (!storage || holdsStoredSession(storage)) return;
  // Shown once the whole page is parsed (adr-009): a slow device paints between the parser's
  // slices, and a page half there moved as the rest came. The server loads the gate `defer`,
  // so this is at once; loaded earlier, it waits.
  whenParsed(root.ownerDocument, () => root.classList.add(PRERENDERED_CLASS));
}

/** Runs `then` once `doc` is parsed: at once if it is, else on DOMContentLoaded. */
function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/** What the shell's server put in the page for the gate (adr-006, adr-009). */
interface BootData {
  readonly catalogs?: Readonly<Record<string, readonly string[]>>;
  /** The route's scripts, fetched after the first paint. */
  readonly scripts?: readonly string[];
}

function readBootData(doc: Document): BootData {
  try {
    return JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as BootData;
  } catch {
    return {};
  }
}

/** Starts downloading `hrefs` (scripts), but those the page preloads already. */
function preloadScripts(doc: Document, hrefs: readonly string[]): void {
  const preloaded = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const href of hrefs) {
    if (preloaded.has(new URL(href, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    // As the app will load it: a remote's script in CORS mode (the shell's corsIfCrossOrigin).
    if (new URL(href, doc.baseURI).origin !== doc.location.origin) link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Starts downloading the catalogs of the visitor's language that the shell's server named in
 * the page (adr-006): the app would otherwise ask for them only once its scripts have run.
 */
export function preloadCatalogs(doc: Document, locale: string): void {
  preloadScripts(doc, readBootData(doc).catalogs?.[locale] ?? []);
}

/**
 * Makes the prerendered page take typing as soon as it is parsed (the server sends it inert, so
 * a page whose gate did not run stays inert). A submit pressed before the app is ready is held
 * (never sent by the browser itself: that would put the form in the address) and marked, to be
 * carried out by the app's form once it takes over, and so is each field the visitor leaves,
 * whose message the app then shows. When the app takes over (`HANDING_OFF`), all of it moves
 * into the app's page (carryOver.ts, adr-006).
 */
export function livenPrerender(doc: Document): void {
  const inPrerender = (target: EventTarget | null): target is Element =>
    target instanceof Element && target.closest(`#${PRERENDER_ID}`) !== null;
  doc.addEventListener(
    'submit',
    (event) => {
      if (!inPrerender(event.target)) return;
      event.preventDefault();
      event.target.setAttribute(PENDING_SUBMIT, '');
    },
    true,
  );
  doc.addEventListener('focusout', ({ target }) => {
    if (inPrerender(target) && target.closest('form') && target.getAttribute('name')) {
      target.setAttribute(LEFT_FIELD, '');
    }
  });
  whenParsed(doc, () => doc.getElementById(PRERENDER_ID)?.removeAttribute('inert'));
  doc.addEventListener(HANDING_OFF, (event) => {
    const prerender = doc.getElementById(PRERENDER_ID);
    const shown = prerender && shownCopy(prerender);
    const app = doc.getElementById(APP_ROOT_ID);
    if (shown && app) carryOver(shown, app, (event as CustomEvent<HandingOff>).detail.focused);
  });
}

/**
 * A language chosen on the prerendered page works there at once: the page holds a copy per
 * language, so the chosen one shows, with what was typed moved into it and the focus on the
 * same choice; the choice is stored as the app stores it (kept after a reload, read by the app
 * when it starts) and announced (`LOCALE_CHOSEN`) to an app already started.
 */
export function followLanguageChoice(doc: Document, storage: Pick<Storage, 'setItem'> | null) {
  doc.addEventListener('change', ({ target }) => {
    if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return;
    const locale = target.value;
    const prerender = target.closest(`#${PRERENDER_ID}`);
    if (!prerender || !isLocale(locale) || !target.closest('[role="radiogroup"]')) return;
    const from = shownCopy(prerender);
    doc.documentElement.lang = locale;
    localizeHead(doc, locale);
    const to = shownCopy(prerender);
    if (from && to && from !== to) {
      copyTyped(from, to);
      // The radio pressed is hidden now: its twin in the copy shown takes the focus.
      const twin = to.querySelector<HTMLInputElement>(
        `[role="radiogroup"] input[type="radio"][value="${locale}"]`,
      );
      if (twin) {
        twin.checked = true;
        if (doc.activeElement === target) twin.focus();
      }
    }
    preloadCatalogs(doc, locale);
    storeLocale(locale, storage);
    doc.dispatchEvent(new CustomEvent(LOCALE_CHOSEN, { detail: locale }));
  });
}

/**
 * The longest one task of the boot may hold the main thread (unthrottled) before the rest waits
 * for a task of its own: each preload or script added costs a little, and at 4× CPU a dozen of
 * them in one task blocked a key pressed on the prerendered form for over 50 ms.
 */
const SLICE_MS = 4;

/** Runs `steps` in order, in as many tasks as it takes to keep each under SLICE_MS. */
export function inShortTasks(steps: readonly (() => void)[]): void {
  let next = 0;
  const run = () => {
    const start = performance.now();
    while (next < steps.length) {
      steps[next++]?.();
      if (next < steps.length && performance.now() - start >= SLICE_MS) {
        setTimeout(run, 0);
        return;
      }
    }
  };
  run();
}

/**
 * Fetches and runs the app's scripts once the prerendered page has painted: when the document is
 * parsed, after the next frame. With them, the route's scripts the server named and the
 * visitor's catalogs are preloaded (adr-006), the app's own scripts first (they are the longest
 * download and the first to run), in short tasks. Left to `defer`, a slow device could run the
 * app before the first paint and keep the page blank meanwhile; fetched before it, they took the
 * bandwidth the first paint needed (adr-009).
 */
export function bootAfterFirstPaint(doc: Document, scripts: readonly string[]): void {
  whenParsed(doc, () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const addScripts = scripts.map((src) => () => {
          const script = doc.createElement('script');
          script.src = src;
          // In order, like the `defer` scripts they replace.
          script.async = false;
          doc.head.append(script);
        });
        const preloads = [
          ...(readBootData(doc).scripts ?? []),
          ...(readBootData(doc).catalogs?.[doc.documentElement.lang] ?? []),
        ].map((href) => () => preloadScripts(doc, [href]));
        inShortTasks([...addScripts, ...preloads]);
      }),
    ),
  );
}

/**
 * The page's title and meta description in the visitor's language. The server writes them in
 * the page's first language and the others in `data-<locale>` (`data-es`); the app keeps them
 * up to date once it runs.
 */
export function localizeHead(doc: Document, locale: string): void {
  const attribute = `data-${locale.toLowerCase()}`;
  for (const element of doc.head.querySelectorAll('title, meta[name="description"]')) {
    const text = element.getAttribute(attribute);
    if (text === null) continue;
    if (element.tagName === 'META') element.setAttribute('content', text);
    else element.textContent = text;
  }
}
