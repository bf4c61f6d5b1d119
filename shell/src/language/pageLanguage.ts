// The page's language, signed out and signed in (spec §3, §9; packages/session/README.md,
// "Language"). In the shell's entry, so it stays small: the signed-in rule comes with the first
// session, and a cold public page does not pay for it (ADR 008).
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts';
import { activateLocale, initialLocale } from '@portal/i18n';
import { storedLocale } from '@portal/i18n/locale';
import type { SessionData, SessionStoreApi } from '@portal/session';

/**
 * Signed out: the visitor's own language (their stored choice, else the browser's). Signed in:
 * the account's rule, from the device's stored choice and the account (language, light plan).
 */
export async function pageLocale(session: SessionData | null): Promise<Locale> {
  if (!session) return initialLocale();
  try {
    const { accountLanguage } = await import('@portal/session/language');
    return accountLanguage(storedLocale(), session).locale;
  } catch {
    // The rule's code did not come: Portuguese, the language every account may have.
    return DEFAULT_LOCALE;
  }
}

/**
 * Switches the page's language whenever someone signs in (the login form, the company picker,
 * single sign-on, a sign-up, another tab) or out. Returns the unsubscribe function.
 */
export function followSessionLanguage(store: SessionStoreApi): () => void {
  return store.subscribe(({ session }, previous) => {
    const token = session?.token;
    if (token === previous.session?.token) return;
    void pageLocale(session).then((locale) =>
      // A later sign-in or sign-out decides instead.
      store.getState().session?.token === token ? activateLocale(locale) : undefined,
    );
  });
}
