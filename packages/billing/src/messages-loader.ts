// Only the catalog loader: each remote that shows this package's components merges it into its
// own, in its own catalog chunk (same chunk names), so a page fetches one catalog as before.
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/** This package's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadBillingMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}
