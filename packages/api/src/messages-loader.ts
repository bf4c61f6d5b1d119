// Only the catalog loader, without the client: the shell registers it on its first, light page.
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/** This package's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadApiMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "messages-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "messages-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}
