import { portalLinguiConfig } from '@portal/build/lingui';

const config = portalLinguiConfig();

/**
 * mf-billing's first catalog comes with its page. What the page shows beyond the spec (issue 54,
 * ADR 013: the Pix, the change of card, the receipt, each behind its flag) keeps its texts apart,
 * loaded with its code (`remote.withTexts('proposed')`, `pageCatalogs` of `remote.ts`) only when
 * one of its flags is on: with them off, the page's first catalog does not grow.
 */
const CHARGES = '<rootDir>/src/features/charges';
const PROPOSED = [
  ...['ProposedParts', 'PixDialog', 'ChangeCardDialog', 'ReceiptButton'].map(
    (part) => `${CHARGES}/components/${part}.tsx`,
  ),
  `${CHARGES}/chargeErrors.ts`,
  `${CHARGES}/cardErrors.ts`,
  `${CHARGES}/receipt/**`,
];

export default {
  ...config,
  catalogs: config.catalogs.flatMap((catalog) => [
    { ...catalog, exclude: [...catalog.exclude, ...PROPOSED] },
    { ...catalog, path: '<rootDir>/src/locales/proposed/{locale}/messages', include: PROPOSED },
  ]),
};
