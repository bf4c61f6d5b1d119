import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * The shell's catalog loads with its first page (a cold /login). Three groups keep their texts in
 * catalogs of their own that load with them: the versions page, for provider administrators
 * only; the pages a visit that goes well never shows (not found, access denied, an unexpected
 * error, the panel of a remote that failed); and the signed-in frame (the profile menu, the plans
 * link, the titles of the menu's pages), which no public page shows.
 */
const VERSIONS_PAGE = '<rootDir>/src/pages/versions';
const ERROR_PAGES = [
  'UnexpectedErrorPage.tsx',
  'CopyDetailsButton.tsx',
  'ErrorDetails.tsx',
  'useErrorDetails.ts',
  'NotFoundPage.tsx',
  'AccessDeniedPage.tsx',
]
  .map((file) => `<rootDir>/src/pages/${file}`)
  .concat('<rootDir>/src/pages/remote/ModuleUnavailable.tsx');
const SIGNED_IN = [
  'frame/SignedInControls.tsx',
  'frame/AccountMenu.tsx',
  'frame/PlansLink.tsx',
  'frame/AccountLanguageSelect.tsx',
  'frame/menuItems.ts',
  'routing/framePages.ts',
  'pages/remote/PageOnItsWay.tsx',
].map((file) => `<rootDir>/src/${file}`);

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    {
      ...catalog,
      exclude: [...catalog.exclude, `${VERSIONS_PAGE}/**`, ...ERROR_PAGES, ...SIGNED_IN],
    },
    { ...catalog, path: '<rootDir>/src/frame/locales/{locale}/messages', include: SIGNED_IN },
    { ...catalog, path: `${VERSIONS_PAGE}/locales/{locale}/messages`, include: [VERSIONS_PAGE] },
    { ...catalog, path: '<rootDir>/src/pages/locales/{locale}/messages', include: ERROR_PAGES },
  ]),
};
