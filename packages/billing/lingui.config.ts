import { portalLinguiConfig } from '@portal/build/lingui';

const base = portalLinguiConfig();
const [catalog] = base.catalogs;

// Two catalogs: the package's own, merged by each remote into its first catalog, and the Pix
// payment's (`@portal/billing/pix`), which its lazy chunk registers when it first shows, so no
// remote's first catalog carries its texts.
export default {
  ...base,
  catalogs: [
    { ...catalog, exclude: [...catalog.exclude, '<rootDir>/src/pix/**'] },
    {
      ...catalog,
      path: '<rootDir>/src/pix/locales/{locale}/messages',
      include: ['<rootDir>/src/pix'],
    },
  ],
};
