// A prerendered page in the document (adr-004): what the server added, and its removal.
import { carryOver } from './carryOver';

/** The class on <html> that shows the prerender (and hides #root until the app takes over). */
export const PRERENDERED_CLASS = 'prerendered';
export const PRERENDER_ID = 'prerender';
const APP_ROOT_ID = 'root';
/** Sent on the document by the gate when the visitor chooses a language on the prerender. */
export const LOCALE_CHOSEN = 'portal:locale-chosen';

export function hasPrerender(doc: Document = document): boolean {
  return doc.getElementById(PRERENDER_ID) !== null;
}

/** The copy of the prerendered page in the page's language: the one the visitor sees. */
export function shownCopy(prerender: Element): Element | null {
  const lang = prerender.ownerDocument.documentElement.lang;
  return (
    [...prerender.children].find((copy) => copy.getAttribute('lang') === lang) ??
    prerender.firstElementChild
  );
}

/**
 * Removes the prerender and shows the app, carrying over what the visitor typed in the
 * prerendered page (adr-006). Safe to call any number of times.
 */
export function handOff(doc: Document = document): void {
  const prerender = doc.getElementById(PRERENDER_ID);
  const app = doc.getElementById(APP_ROOT_ID);
  const shown =
    prerender && doc.documentElement.classList.contains(PRERENDERED_CLASS)
      ? shownCopy(prerender)
      : null;
  const focused = doc.activeElement;
  // The app's page must show (it is hidden while the prerender is) before a field can take
  // the focus; both are in the same frame, so nothing flickers.
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
  if (shown && app) carryOver(shown, app, focused);
  prerender?.remove();
}
