import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';

/** The shell's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadShellMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es' ? await import('./es/messages') : await import('./pt-BR/messages');
  return messages;
}
