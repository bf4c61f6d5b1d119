// A prerendered page in the document (adr-004): what the server added, and its removal.

/** The class on <html> that shows the prerender (and hides #root until the app takes over). */
export const PRERENDERED_CLASS = 'prerendered';
export const PRERENDER_ID = 'prerender';

export function hasPrerender(doc: Document = document): boolean {
  return doc.getElementById(PRERENDER_ID) !== null;
}

/** Removes the prerender and shows the app. Safe to call any number of times. */
export function handOff(doc: Document = document): void {
  doc.getElementById(PRERENDER_ID)?.remove();
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
}
