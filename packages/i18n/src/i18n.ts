import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { reportError } from '@portal/telemetry';
import { initialLocale, isLocale, LOCALE_KEY, storeLocale } from './locale';

export { initialLocale, isLocale, LOCALE_KEY };

export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** Every catalog the page has registered (the shell's and each loaded remote's). */
const loaders = new Map<string, CatalogLoader>();
const loaded = new Set<string>();

async function loadInto(owner: string, locale: Locale): Promise<void> {
  const key = `${owner}:${locale}`;
  if (loaded.has(key)) return;
  const loader = loaders.get(owner);
  if (!loader) return;
  try {
    // `load` merges: a remote adds its messages without wiping the shell's.
    i18n.load(locale, await loader(locale));
    loaded.add(key);
  } catch (error) {
    reportError({ phase: 'i18n', error, context: { owner, locale } });
  }
}

/** Adds a catalog (one per workspace) and loads it for the active locale. */
export async function registerCatalog(owner: string, loader: CatalogLoader): Promise<void> {
  if (!loaders.has(owner)) loaders.set(owner, loader);
  const locale = isLocale(i18n.locale) ? i18n.locale : initialLocale();
  await loadInto(owner, locale);
}

/** Loads every registered catalog for `locale`, then switches the page to it and stores the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders.keys()].map((owner) => loadInto(owner, locale)));
  i18n.activate(locale);
  storeLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Each language in its own name, for language choices (never translated). */
export const LOCALE_OPTIONS: readonly { readonly value: Locale; readonly label: string }[] = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'es', label: 'Español' },
];

/** For a language choice: switches when `value` is one of the portal's locales. */
export function chooseLocale(value: string): void {
  if (isLocale(value)) void activateLocale(value);
}

export { i18n };
