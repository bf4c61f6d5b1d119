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
  // What the page shows only behind a press (the Pix dialog, the change of card, the receipt)
  // keeps its texts apart, loaded with its code (see lingui.config.ts).
  pageCatalogs: {
    pix: {
      'pt-BR': () =>
        import(/* webpackChunkName: "texts-pix-pt-BR" */ './locales/pix/pt-BR/messages'),
      es: () => import(/* webpackChunkName: "texts-pix-es" */ './locales/pix/es/messages'),
    },
    'change-card': {
      'pt-BR': () =>
        import(
          /* webpackChunkName: "texts-change-card-pt-BR" */ './locales/change-card/pt-BR/messages'
        ),
      es: () =>
        import(/* webpackChunkName: "texts-change-card-es" */ './locales/change-card/es/messages'),
    },
    receipt: {
      'pt-BR': () =>
        import(/* webpackChunkName: "texts-receipt-pt-BR" */ './locales/receipt/pt-BR/messages'),
      es: () => import(/* webpackChunkName: "texts-receipt-es" */ './locales/receipt/es/messages'),
    },
  },
});
