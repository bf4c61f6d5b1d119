// The prerender gate (adr-004): the one script a prerendered page runs before it paints. The
// shell's server puts both languages of the page in the HTML; this picks the visitor's, and
// turns the prerender off for a signed-in visitor, whom the app sends elsewhere. Then it starts
// the app after the first paint. It must stay tiny and import nothing that pulls in a runtime:
// it blocks the first paint.
import { initialLocale } from '@portal/i18n/locale';
import { holdsStoredSession } from '@portal/session/keys';
import { PRERENDERED_CLASS } from './dom';

export function applyGate(root: HTMLElement, storage: Pick<Storage, 'getItem'> | null): void {
  root.lang = initialLocale();
  localizeHead(root.ownerDocument, root.lang);
  if (storage && !holdsStoredSession(storage)) root.classList.add(PRERENDERED_CLASS);
}

/**
 * Runs the app's scripts (already downloading: the server preloads them) once the prerendered
 * page has painted: when the document is parsed, after the next frame. Left to `defer`, a slow
 * device could run them before the first paint and keep the page blank meanwhile.
 */
export function bootAfterFirstPaint(doc: Document, scripts: readonly string[]): void {
  const boot = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const src of scripts) {
          const script = doc.createElement('script');
          script.src = src;
          // In order, like the `defer` scripts they replace.
          script.async = false;
          doc.head.append(script);
        }
      }),
    );
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', boot, { once: true });
  else boot();
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
