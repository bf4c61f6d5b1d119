// mf-auth as the shell knows it apart from its pages: its name, version, catalog.
// The routes module adds the pages; stories start from here, so a story never climbs back
// through the routes to the pages.
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import packageJson from '../package.json';

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

export const remote = {
  name: 'mf_auth',
  version: packageJson.version,
  loadMessages,
} as const;
