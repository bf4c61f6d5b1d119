import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/**
 * The error pages' compiled catalog for a locale (`pnpm i18n`), apart from the shell's: the
 * shell's loads with every first page, this one only with an error page.
 */
export async function loadErrorPageMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "error-pages-messages-es" */ './es/messages')
      : await import(/* webpackChunkName: "error-pages-messages-pt-BR" */ './pt-BR/messages');
  return messages;
}
