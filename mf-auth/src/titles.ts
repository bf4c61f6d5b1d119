import { msg } from '@lingui/core/macro';

/** Page titles of this remote, in its own catalog (the shell shows them in the tab). */
export const titles = {
  login: msg`Entrar`,
  sso: msg`Entrar com login único`,
  ssoSession: msg`Concluindo o login único`,
  recovery: msg`Recuperar senha`,
  signUp: msg`Cadastre sua empresa`,
  companyPicker: msg`Escolha uma empresa`,
};
