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

/**
 * What each public page offers, in the remote's catalog: the shell writes it to the page's
 * `<meta name="description">` in the active language (a search result's or a shared link's text).
 */
export const descriptions = {
  login: msg`Entre no Minha Conta para ver seus planos, cobranças, dados da empresa e usuários.`,
  sso: msg`Entre no Minha Conta com o login único da sua empresa.`,
  recovery: msg`Recupere o acesso ao Minha Conta: receba por e-mail um link para definir uma nova senha.`,
  signUp: msg`Cadastre sua empresa no Minha Conta e teste a plataforma grátis.`,
};
