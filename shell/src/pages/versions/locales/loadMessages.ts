import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/**
 * The versions page's compiled catalog for a locale (`pnpm i18n`), apart from the shell's: the
 * shell's loads with every first page, this one only with the page.
 */
export async function loadVersionsMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "versions-messages-es" */ './es/messages')
      : await import(/* webpackChunkName: "versions-messages-pt-BR" */ './pt-BR/messages');
  return messages;
}
