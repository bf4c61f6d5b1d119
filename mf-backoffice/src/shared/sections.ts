import { ROUTES } from '@portal/contracts';

// The back-office's sections (spec §2.8), each at its own address below /gestao-de-empresas, so
// a link to one can be shared and the back button steps between them.
// Their paths are the route table's (`@portal/contracts`), as every page's.
export const SECTIONS = {
  companies: ROUTES.companies,
  coupons: ROUTES.coupons,
  signupLink: ROUTES.signupLink,
} as const;

export type Section = keyof typeof SECTIONS;
