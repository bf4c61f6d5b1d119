import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/**
 * The signed-in frame's compiled catalog for a locale (`pnpm i18n`): the profile menu, the plans
 * link and the titles of the menu's pages the shell draws itself. Apart from the shell's first
 * catalog: a cold public page has no use for them. Loaded with the signed-in controls and the
 * shell's frame (signedIn.ts).
 */
export async function loadSignedInMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "signed-in-messages-es" */ './es/messages')
      : await import(/* webpackChunkName: "signed-in-messages-pt-BR" */ './pt-BR/messages');
  return messages;
}
