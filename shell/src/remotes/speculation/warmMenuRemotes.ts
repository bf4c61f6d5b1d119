import { configStore, isFlagEnabled } from '@portal/config';
import { formatDate, formatNumber, i18n, isLocale } from '@portal/i18n';
import { href, pages, type FeatureFlag, type Locale } from '@portal/contracts';
import { sessionStore, type SessionData } from '@portal/session';
import { mayChoosePlan } from '@portal/session/purchase';
import { whenIdle } from '../../timing/whenIdle';
import { visibleMenuEntries } from '../../frame/menuItems';
import { whenPageSettled } from './settled';
import { firstPageIn } from '../loading/useRemoteModule';
import { warmRemotesFor } from './nextPages';

/**
 * A signed-in visitor's next page is most often one of the profile menu's: once the page they
 * opened is in and the browser idle (settled.ts), the remotes serving the pages their menu shows
 * (and the header's plan selection, for those it is shown to) load, with their catalogs, so a tap or a key on a menu item finds its page's frame here, even
 * on a phone's network (issue 42). Only routes and catalogs, a few kilobytes each: no page's
 * code, no read (those wait for intent, intent.ts). Loaded for a signed-in visitor only, so a
 * cold public page pays nothing for it. At the next idle moment, the date and number formatters
 * those pages show are made (prepareFormats: the first costs a page's render 70–220 ms on a
 * throttled CPU). Returns a function that cancels it.
 */
export function warmMenuRemotesOnceSettled(): () => void {
  return whenPageSettled(firstPageIn(), () => {
    const session = sessionStore.getState().session;
    if (!session) return;
    const config = configStore.getState();
    warmRemotesFor(pagesAtHand(session, (flag) => isFlagEnabled(config, flag)));
    // A task of its own, after the downloads have started.
    whenIdle(() => {
      if (isLocale(i18n.locale)) prepareFormats(i18n.locale);
    });
  });
}

/**
 * The pages a signed-in visitor opens from every page's frame: the profile menu's, as their
 * attributions and the flags show them, and plan selection when the header links it (PlansLink).
 */
export function pagesAtHand(
  session: SessionData,
  isFlagOn: (flag: FeatureFlag) => boolean,
): string[] {
  const menu = visibleMenuEntries(session.attributions, (flag) => (flag ? isFlagOn(flag) : true))
    .map((entry) => entry.to)
    .filter((to) => to !== 'logout');
  return mayChoosePlan(session) ? [...menu, href(pages.checkout)] : menu;
}

/**
 * Makes the date and number formatters the signed-in pages use for `locale` (they are kept by
 * `@portal/i18n`, one per locale). The first Intl formatter of a page pays for the browser's Intl
 * data: measured at 70–220 ms with the CPU throttled 4× (Chromium), whichever formatter comes
 * first, then under 1 ms each. Made while the visitor reads a page, it is not paid in the first
 * render of the next one.
 */
export function prepareFormats(locale: Locale): void {
  formatDate(new Date(0), locale);
  formatNumber(0, locale);
}
