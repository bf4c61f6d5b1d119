import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * mf-auth's first catalog comes with its every page, the cold /login's among them: the login's,
 * the single sign-on's and the company picker's texts, and every page's title. Sign-up and the
 * password recovery, which a visit to /login never shows, keep theirs apart, each its own
 * catalog beside the first (`src/locales/<page>/`), loaded with the page's code
 * (`remote.withTexts`, `pageCatalogs` of `remote.ts`).
 */
const OWN_CATALOGS = ['sign-up', 'recovery'];

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    {
      ...catalog,
      exclude: [
        ...catalog.exclude,
        ...OWN_CATALOGS.map((page) => `<rootDir>/src/features/${page}/**`),
      ],
    },
    ...OWN_CATALOGS.map((page) => ({
      ...catalog,
      path: `<rootDir>/src/locales/${page}/{locale}/messages`,
      include: [`<rootDir>/src/features/${page}`],
    })),
  ]),
};
