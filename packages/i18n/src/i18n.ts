import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { reportError } from '@portal/telemetry';
import { initialLocale, isLocale, LOCALE_KEY, storeLocale } from './locale';

export { initialLocale, isLocale, LOCALE_KEY };

export type CatalogLoader = (locale: Locale) => Promise<Messages>;

export interface CatalogOptions {
  /**
   * The catalog's texts give way to every other catalog's for the same message, whichever
   * loads first: the host's (the shell's), whose words for a remote's pages (the menu, a page's
   * frame) are the remote's word for word, until a remote deployed on its own changes them.
   */
  readonly yields?: boolean;
}

/** Every catalog the page has registered (the shell's, each loaded remote's), and if it yields. */
const loaders = new Map<string, readonly [CatalogLoader, boolean]>();
const loaded = new Set<string>();
/** By locale, the messages loaded by the catalogs that do not yield. */
const firm: Partial<Record<Locale, Set<string>>> = {};

async function loadInto(owner: string, locale: Locale): Promise<void> {
  const key = `${owner}:${locale}`;
  if (loaded.has(key)) return;
  const [loader, yields] = loaders.get(owner) ?? [];
  if (!loader) return;
  try {
    const taken = (firm[locale] ??= new Set());
    // `load` merges (into the first object it was given: each catalog goes in as a copy): a
    // remote adds its messages without wiping the shell's, and a yielding catalog only those
    // no other has.
    const messages = Object.entries(await loader(locale)).filter(([id]) => {
      if (yields) return !taken.has(id);
      taken.add(id);
      return true;
    });
    i18n.load(locale, Object.fromEntries(messages));
    loaded.add(key);
  } catch (error) {
    reportError({ phase: 'i18n', error, context: { owner, locale } });
  }
}

/** The locale of the last `activateLocale` call: it wins over earlier calls still loading. */
let wanted: Locale | undefined;

/**
 * Adds a catalog (one per workspace) and loads it for the active locale, and for the one being
 * switched to (a remote arriving with a sign-in that changes the language). Where two catalogs
 * have the same message, the last loaded wins, unless the other `yields`.
 */
export async function registerCatalog(
  owner: string,
  loader: CatalogLoader,
  { yields = false }: CatalogOptions = {},
): Promise<void> {
  if (!loaders.has(owner)) loaders.set(owner, [loader, yields]);
  const active = isLocale(i18n.locale) ? i18n.locale : initialLocale();
  await Promise.all([...new Set([active, wanted ?? active])].map((l) => loadInto(owner, l)));
}

/**
 * Loads every registered catalog for `locale`, then switches the page to it, unless a later call
 * asked for another meanwhile. It stores nothing: a visitor's choice is `chooseLocale`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await Promise.all([...loaders.keys()].map((owner) => loadInto(owner, locale)));
  if (wanted !== locale) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Each language in its own name, for language choices (never translated). */
export const LOCALE_OPTIONS: readonly { readonly value: Locale; readonly label: string }[] = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'es', label: 'Español' },
];

/** For a language choice: keeps the visitor's choice and switches, when `value` is one of the portal's locales. */
export function chooseLocale(value: string): void {
  if (!isLocale(value)) return;
  storeLocale(value);
  void activateLocale(value);
}

export { i18n };
