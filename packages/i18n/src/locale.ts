// The visitor's language without Lingui: the shell's prerender gate runs this before any
// other script, so it must stay free of the Lingui runtime (see shell/src/prerender/gate.ts).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';

export const LOCALE_KEY = 'minha-conta:locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The visitor's own choice kept on this device, or null when they never chose (or it is unreadable). */
export function storedLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: no choice kept
  }
  return null;
}

/** The stored choice, else the browser's language when it is Spanish, else pt-BR. */
export function initialLocale(): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  const browser = globalThis.navigator?.language ?? '';
  return browser.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LOCALE;
}

/**
 * Keeps `locale` as the visitor's choice, where `initialLocale` reads it (the app's switch, and
 * the prerender gate's before the app runs). Only a choice is kept: a language the page merely
 * starts in (the browser's, the account's) is not, so that a device that never chose takes the
 * account's language at sign-in. Private mode or blocked storage: the choice lasts for this page
 * only.
 */
export function storeLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | null | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // the choice lasts for this page only
  }
}
