// The Pix payment's texts are a catalog of their own: they load with the Pix code (a lazy chunk
// of the pages that offer Pix), never with a remote's first catalog, so a page whose flag is off
// fetches none of them.
import { use } from 'react';
import { registerCatalog } from '@portal/i18n';
import type { Locale } from '@portal/contracts';

/** The Pix payment's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadPixMessages(locale: Locale) {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "pix-catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "pix-catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

let registered: Promise<void> | null = null;

/** Registers the Pix catalog once (then every change of language loads it too). */
export function registerPixTexts(): Promise<void> {
  if (!registered) {
    const loading = registerCatalog('billing-pix', loadPixMessages);
    // Marked as React's `use` reads a settled promise: once in, no component suspends for it.
    void loading.then(() => Object.assign(loading, { status: 'fulfilled', value: undefined }));
    registered = loading;
  }
  return registered;
}

/** Suspends the component until the Pix texts are in the page's language (once a page). */
export function usePixTexts(): void {
  use(registerPixTexts());
}
