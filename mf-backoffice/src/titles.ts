import { msg } from '@lingui/core/macro';

/** Page titles of this remote, in its own catalog (the shell shows them in the tab). */
export const titles = {
  companies: msg`Gestão de empresas`,
  coupons: msg`Cupons de desconto`,
  signupLink: msg`Gerador de link SaaS`,
};
