// mf-backoffice as the shell knows it apart from its pages: its name, version, catalog and what every page needs around it.
// The routes module adds the pages; stories start from here, so a story never climbs back
// through the routes to the pages.
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import type { Locale } from '@portal/contracts';
import { loadUsersMessages } from '@portal/users/messages';
import { loadBillingMessages } from '@portal/billing/messages';
import packageJson from '../package.json';
import { backofficeQueries } from './shared/queries';

// The texts of the domain packages its pages show come with the remote's own.
async function loadMessages(locale: Locale): Promise<Messages> {
  const [{ messages }, users, billing] = await Promise.all([
    locale === 'es'
      ? import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages'),
    loadUsersMessages(locale),
    loadBillingMessages(locale),
  ]);
  return { ...users, ...billing, ...messages };
}

export const remote = {
  name: 'mf_backoffice',
  version: packageJson.version,
  loadMessages,
  // Every section reads the server through this remote's own cache.
  Providers: queryProvider(backofficeQueries),
} as const;
