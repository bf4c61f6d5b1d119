import { catalogLoader } from '../../locales/catalogs';

/**
 * The error pages' compiled catalog for a locale (`pnpm i18n`), apart from the shell's: the
 * shell's loads with every first page, this one only with an error page.
 */
export const loadErrorPageMessages = catalogLoader(
  () => import(/* webpackChunkName: "error-pages-messages-es" */ './es/messages'),
  () => import(/* webpackChunkName: "error-pages-messages-pt-BR" */ './pt-BR/messages'),
);
