// A prerendered page in the document (adr-004): what the server added, and its removal.

/** The class on <html> that shows the prerender (and hides #root until the app takes over). */
export const PRERENDERED_CLASS = 'prerendered';
export const PRERENDER_ID = 'prerender';
export const APP_ROOT_ID = 'root';
/** Sent on the document by the gate when the visitor chooses a language on the prerender. */
export const LOCALE_CHOSEN = 'portal:locale-chosen';
/**
 * Sent on the document by the app as it takes over from a prerender the visitor saw, the app
 * shown and the prerender still there; `detail.focused` had the focus. The gate, which ran the
 * prerendered page, carries what was done there into the app (carryOver.ts): pages that were
 * not prerendered never load that code.
 */
export const HANDING_OFF = 'portal:handing-off';

export interface HandingOff {
  readonly focused: Element | null;
}

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
 * Removes the prerender and shows the app; what the visitor typed in the prerendered page is
 * carried over on the way (`HANDING_OFF`, adr-006). Safe to call any number of times.
 */
export function handOff(doc: Document = document): void {
  const prerender = doc.getElementById(PRERENDER_ID);
  const seen = prerender !== null && doc.documentElement.classList.contains(PRERENDERED_CLASS);
  const focused = doc.activeElement;
  // The app's page must show (it is hidden while the prerender is) before a field can take
  // the focus; both are in the same frame, so nothing flickers.
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
  if (seen) {
    const detail: HandingOff = { focused };
    doc.dispatchEvent(new CustomEvent(HANDING_OFF, { detail }));
  }
  prerender?.remove();
}
