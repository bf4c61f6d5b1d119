// mf-checkout apart from its pages: its name, version, catalogs, its own query cache and what
// every page is mounted in (`createRemote`). `routes.tsx` adds the pages; stories and flows start
// here.
import { queryCache } from '@portal/api/queries';
import { createRemote } from '@portal/api/remote';
import { loadBillingMessages } from '@portal/billing/messages';
import packageJson from '../package.json';

export const remote = createRemote({
  name: 'mf_checkout',
  version: packageJson.version,
  catalogs: {
    'pt-BR': () => import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages'),
    es: () => import(/* webpackChunkName: "catalog-es" */ './locales/es/messages'),
  },
  // The card's fields are the billing package's (`@portal/billing/card`), with their texts.
  domainCatalogs: [loadBillingMessages],
  // Its own query cache (`remote.queries`): its pages keep what they read.
  cache: queryCache,
});
