import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * mf-billing's first catalog comes with its page. What the page shows only behind a press keeps
 * its texts apart, each loaded with its lazy code (`remote.withTexts`, `pageCatalogs` of
 * `remote.ts`): the Pix dialog, the change of card, the receipt (issue 54: with their flags off,
 * the page's first catalog does not grow). A file may be in two of them (a charge's error texts).
 */
const CHARGES = '<rootDir>/src/features/charges';
const APART: Readonly<Record<string, readonly string[]>> = {
  pix: [`${CHARGES}/components/PixDialog.tsx`, `${CHARGES}/chargeErrors.ts`],
  'change-card': [`${CHARGES}/components/ChangeCardDialog.tsx`, `${CHARGES}/cardErrors.ts`],
  receipt: [`${CHARGES}/receipt/**`, `${CHARGES}/chargeErrors.ts`],
};

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    { ...catalog, exclude: [...catalog.exclude, ...Object.values(APART).flat()] },
    ...Object.entries(APART).map(([part, include]) => ({
      ...catalog,
      path: `<rootDir>/src/locales/${part}/{locale}/messages`,
      include: [...include],
    })),
  ]),
};
