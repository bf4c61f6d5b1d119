import { portalLinguiConfig } from '@portal/build/lingui';

const base = portalLinguiConfig();
const [catalog] = base.catalogs;

// Three catalogs: the package's own, merged by each remote into its first catalog, and those of
// the Pix payment (`@portal/billing/pix`) and of the card (`@portal/billing/card`), which their
// lazy chunks register when they first show (`lazyTexts`), so no remote's first catalog carries
// their texts.
const APART = ['pix', 'card'];

export default {
  ...base,
  catalogs: [
    {
      ...catalog,
      exclude: [...catalog.exclude, ...APART.map((part) => `<rootDir>/src/${part}/**`)],
    },
    ...APART.map((part) => ({
      ...catalog,
      path: `<rootDir>/src/${part}/locales/{locale}/messages`,
      include: [`<rootDir>/src/${part}`],
    })),
  ],
};
