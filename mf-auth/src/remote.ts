// mf-auth apart from its pages: its name, version, catalogs and what every page is mounted in
// (`createRemote`). No query cache: its calls are sign-in actions, not reads kept for later, so
// its pages (the cold /login among them) load no query library. `routes.tsx` adds the pages;
// stories and flows start here.
import { createRemote } from '@portal/api/remote';
import packageJson from '../package.json';

export const remote = createRemote({
  name: 'mf_auth',
  version: packageJson.version,
  catalogs: {
    'pt-BR': () => import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages'),
    es: () => import(/* webpackChunkName: "catalog-es" */ './locales/es/messages'),
  },
});
