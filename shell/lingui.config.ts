import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * The shell's catalog loads with its first page (a cold /login); the versions page, for provider
 * administrators only, keeps its texts in a catalog of its own that loads with the page.
 */
const VERSIONS_PAGE = '<rootDir>/src/pages/versions';

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    { ...catalog, exclude: [...catalog.exclude, `${VERSIONS_PAGE}/**`] },
    { ...catalog, path: `${VERSIONS_PAGE}/locales/{locale}/messages`, include: [VERSIONS_PAGE] },
  ]),
};
