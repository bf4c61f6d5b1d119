import { catalogLoader } from './catalogs';

/**
 * The shell's compiled catalog for a locale (compiled by `pnpm i18n`). The kit's and the rules'
 * loaders name the same chunk, so the shell's first page gets the three catalogs of its language
 * in one file: one request, and compressed together (adr-003). The API's loads with its client.
 */
export const loadShellMessages = catalogLoader(
  () => import(/* webpackChunkName: "messages-es" */ './es/messages'),
  () => import(/* webpackChunkName: "messages-pt-BR" */ './pt-BR/messages'),
);
