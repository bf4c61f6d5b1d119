// A visitor about to open a page shows it: the mouse over a link to it, the focus on it, a
// mouse press starting on it. With a mouse that is a few hundred milliseconds before the
// click, time enough to fetch the remote serving it and start the page's code and first read
// (its route's `preload`), so the click no longer waits on the network. A keyboard shows it
// later, and earlier at one remove: a menu that opens shows the pages the visitor will choose
// from, so their remotes can come then (issue 42). A thumb's touch is no intent: its click
// follows within some 50 ms, and a preload started in between (the page's code arriving and
// starting, 80 ms on a throttled phone-class CPU) held that click and the frame it draws; the
// tap's own load starts once the frame has painted (issue 52).
// The preload starts once the next frame has painted, never in the event's own task: a mouse
// that clicks at once sends its pointer over the link and its press together, and a preload run
// in between (its scripts, the remote's shared modules, the first read's start: some 30 ms on a
// throttled phone-class CPU) held the click and the page it draws (issue 52).
import { BASE_PATH } from '../../routing/redirectUrl';
import { afterNextPaint } from '../../timing/afterNextPaint';

const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown'] as const;

/** A pointer event of a touch (a tap's pointerover and pointerdown come with it). */
const byTouch = (event: Event) =>
  'pointerType' in event && (event as PointerEvent).pointerType === 'touch';

/** The path under the base path that `link` opens, or null when it leaves the portal. */
export function portalPathOf(link: HTMLAnchorElement): string | null {
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, link.ownerDocument.baseURI);
  if (url.origin !== link.ownerDocument.location.origin) return null;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  return url.pathname.slice(BASE_PATH.length) || '/';
}

/**
 * Calls `preload` with the portal path of each link a visitor shows the intent to open (by a
 * mouse or the focus, not a touch), only for another page than the current one, and once for the
 * events of one gesture (over, focus, press on the same link): pointing at another link, then
 * back, asks again (the shell
 * renders the page last pointed at ahead; what was preloaded is kept anyway), after the next
 * paint, unless the page is the current one by then (the click came first: the page's own load
 * has started). When the focus
 * enters a menu (`role="menu"`: it does as the menu opens, by any hand), calls `warm` once with
 * the paths of that menu's links to other pages, after the opened menu has painted. `first`: an
 * event that came before watching started, looked at first. Returns a function that stops.
 */
export function watchIntent(
  doc: Document,
  preload: (pathname: string) => void,
  warm: (pathnames: readonly string[]) => void = () => undefined,
  first?: Event,
): () => void {
  let last: string | null = null;
  let watching = true;
  const warmed = new WeakSet<Element>();
  const currentPath = () => doc.location.pathname.slice(BASE_PATH.length) || '/';
  const onIntent = (event: Event) => {
    if (byTouch(event)) return;
    const target = event.target as Element | null;
    const menu = event.type === 'focusin' ? target?.closest?.('[role="menu"]') : null;
    if (menu && !warmed.has(menu)) {
      warmed.add(menu);
      const paths = [...menu.querySelectorAll('a[href]')]
        .filter((link): link is HTMLAnchorElement => link instanceof HTMLAnchorElement)
        .map(portalPathOf)
        .filter((pathname): pathname is string => !!pathname && pathname !== currentPath());
      // Once the menu has painted: its opening is what the visitor asked for.
      if (paths.length) afterNextPaint(() => warm([...new Set(paths)]));
    }
    const link = target?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const pathname = portalPathOf(link);
    if (!pathname || pathname === last) return;
    if (pathname === currentPath()) return;
    last = pathname;
    afterNextPaint(() => {
      if (watching && pathname !== currentPath()) preload(pathname);
    });
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  if (first && (INTENT_EVENTS as readonly string[]).includes(first.type)) onIntent(first);
  return () => {
    watching = false;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
