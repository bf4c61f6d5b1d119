// mf-billing apart from its pages: its name, version, catalogs, its own query cache and what every
// page is mounted in (`createRemote`). `routes.tsx` adds the pages; stories and flows start here.
import { queryCache } from '@portal/api/queries';
import { createRemote } from '@portal/api/remote';
import { loadBillingMessages } from '@portal/billing/messages';
import packageJson from '../package.json';

export const remote = createRemote({
  name: 'mf_billing',
  version: packageJson.version,
  catalogs: {
    'pt-BR': () => import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages'),
    es: () => import(/* webpackChunkName: "catalog-es" */ './locales/es/messages'),
  },
  // Its own query cache (`remote.queries`): its pages keep what they read.
  cache: queryCache,
  // The texts of the domain packages its pages show come with its own.
  domainCatalogs: [loadBillingMessages],
  // What the page shows beyond the spec (issue 54, behind its flags) keeps its texts apart, loaded
  // with its code only when one of its flags is on (see lingui.config.ts).
  pageCatalogs: {
    proposed: {
      'pt-BR': () => import('./locales/proposed/pt-BR/messages'),
      es: () => import('./locales/proposed/es/messages'),
    },
  },
});
