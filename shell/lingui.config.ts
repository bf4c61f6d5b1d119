import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * The shell's catalog loads with its first page (a cold /login). Two groups of pages keep their
 * texts in catalogs of their own that load with them: the versions page, for provider
 * administrators only, and the pages a visit that goes well never shows (not found, access
 * denied, an unexpected error).
 */
const VERSIONS_PAGE = '<rootDir>/src/pages/versions';
const ERROR_PAGES = [
  'UnexpectedErrorPage.tsx',
  'CopyDetailsButton.tsx',
  'ErrorDetails.tsx',
  'useErrorDetails.ts',
  'NotFoundPage.tsx',
  'AccessDeniedPage.tsx',
].map((file) => `<rootDir>/src/pages/${file}`);

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    { ...catalog, exclude: [...catalog.exclude, `${VERSIONS_PAGE}/**`, ...ERROR_PAGES] },
    { ...catalog, path: `${VERSIONS_PAGE}/locales/{locale}/messages`, include: [VERSIONS_PAGE] },
    { ...catalog, path: '<rootDir>/src/pages/locales/{locale}/messages', include: ERROR_PAGES },
  ]),
};
