// The visitor's language without Lingui: the shell's prerender gate runs this before any
// other script, so it must stay free of the Lingui runtime (see shell/src/prerender/gate.ts).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contracts';

export const LOCALE_KEY = 'minha-conta:locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's language when it is Spanish, else pt-BR. */
export function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: fall through
  }
  const browser = globalThis.navigator?.language ?? '';
  return browser.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LOCALE;
}

/**
 * Keeps `locale` as the visitor's choice, where `initialLocale` reads it (the app's switch, and
 * the prerender gate's before the app runs). Private mode or blocked storage: the choice lasts
 * for this page only.
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
