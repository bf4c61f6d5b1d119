import { catalogLoader } from '../../locales/catalogs';

/**
 * The signed-in frame's compiled catalog for a locale (`pnpm i18n`): the profile menu, the plans
 * link and the titles of the menu's pages the shell draws itself. Apart from the shell's first
 * catalog: a cold public page has no use for them. Loaded with the signed-in controls and the
 * shell's frame (signedIn.ts).
 */
export const loadSignedInMessages = catalogLoader(
  () => import(/* webpackChunkName: "signed-in-messages-es" */ './es/messages'),
  () => import(/* webpackChunkName: "signed-in-messages-pt-BR" */ './pt-BR/messages'),
);
