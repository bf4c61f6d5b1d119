import { pages } from '@portal/contracts';

// The back-office's sections (spec §2.8), each at its own address below /gestao-de-empresas, so
// a link to one can be shared and the back button steps between them.
// Their paths are the route table's (`@portal/contracts`), as every page's.
export const SECTIONS = {
  companies: pages.companies,
  coupons: pages.coupons,
  signupLink: pages.signupLink,
} as const;

export type Section = keyof typeof SECTIONS;
