// mf-account as the shell knows it apart from its pages: its name, version, catalog and what every page needs around it.
// The routes module adds the pages; stories start from here, so a story never climbs back
// through the routes to the pages.
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import type { Locale } from '@portal/contracts';
import { loadUsersMessages } from '@portal/users/messages';
import packageJson from '../package.json';
import { accountQueries } from './shared/queries';

// The texts of the domain packages its pages show come with the remote's own.
async function loadMessages(locale: Locale): Promise<Messages> {
  const [{ messages }, users] = await Promise.all([
    locale === 'es'
      ? import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages'),
    loadUsersMessages(locale),
  ]);
  return { ...users, ...messages };
}

export const remote = {
  name: 'mf_account',
  version: packageJson.version,
  loadMessages,
  // Every page reads the server through this remote's own cache.
  Providers: queryProvider(accountQueries),
} as const;
