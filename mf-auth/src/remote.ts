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
  // Sign-up and the recovery are the longest texts and no visit to /login shows them: each
  // page's own catalog comes with its code (see lingui.config.ts). A chunk named after the
  // page's (`<page chunk>-catalog-<locale>`) is hinted with it in the page the server sends.
  pageCatalogs: {
    'sign-up': {
      'pt-BR': () =>
        import(
          /* webpackChunkName: "page-login-cadastro-sp-empresaMae-catalog-pt-BR" */ './locales/sign-up/pt-BR/messages'
        ),
      es: () =>
        import(
          /* webpackChunkName: "page-login-cadastro-sp-empresaMae-catalog-es" */ './locales/sign-up/es/messages'
        ),
    },
    recovery: {
      'pt-BR': () =>
        import(
          /* webpackChunkName: "page-login-definir-senha-catalog-pt-BR" */ './locales/recovery/pt-BR/messages'
        ),
      es: () =>
        import(
          /* webpackChunkName: "page-login-definir-senha-catalog-es" */ './locales/recovery/es/messages'
        ),
    },
  },
});
