import { catalogLoader } from '../../../locales/catalogs';

/**
 * The versions page's compiled catalog for a locale (`pnpm i18n`), apart from the shell's: the
 * shell's loads with every first page, this one only with the page.
 */
export const loadVersionsMessages = catalogLoader(
  () => import(/* webpackChunkName: "versions-messages-es" */ './es/messages'),
  () => import(/* webpackChunkName: "versions-messages-pt-BR" */ './pt-BR/messages'),
);
