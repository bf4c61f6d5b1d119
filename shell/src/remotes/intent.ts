// A visitor about to open a page shows it: the pointer over a link to it, the focus on it, a
// touch starting on it. That is a few hundred milliseconds before the click, time enough to
// fetch the remote serving it and start the page's code and first read (its route's `preload`),
// so the click no longer waits on the network.
import { BASE_PATH } from '../routing/redirectUrl';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The path under the base path that `link` opens, or null when it leaves the portal. */
export function portalPathOf(link: HTMLAnchorElement): string | null {
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, link.ownerDocument.baseURI);
  if (url.origin !== link.ownerDocument.location.origin) return null;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  return url.pathname.slice(BASE_PATH.length) || '/';
}

/**
 * Calls `preload` with the portal path of each link a visitor shows the intent to open, only
 * for another page than the current one, and once for the events of one gesture (over, focus,
 * touch on the same link): pointing at another link, then back, asks again (the shell renders
 * the page last pointed at ahead; what was preloaded is kept anyway). Returns a function that
 * stops.
 */
export function watchIntent(doc: Document, preload: (pathname: string) => void): () => void {
  let last: string | null = null;
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const pathname = portalPathOf(link);
    if (!pathname || pathname === last) return;
    if (pathname === (doc.location.pathname.slice(BASE_PATH.length) || '/')) return;
    last = pathname;
    preload(pathname);
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
