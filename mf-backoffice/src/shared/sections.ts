// The back-office's sections (spec §2.8), each at its own address below /gestao-de-empresas, so
// a link to one can be shared and the back button steps between them.
export const SECTIONS = {
  companies: 'gestao-de-empresas',
  coupons: 'gestao-de-empresas/cupons',
  signupLink: 'gestao-de-empresas/gerador-de-link',
} as const;

export type Section = keyof typeof SECTIONS;
