import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { defineRemote, type Locale } from '@portal/contracts';
import packageJson from '../package.json';
import { descriptions, titles } from './titles';

const LoginPage = lazy(
  () => import(/* webpackChunkName: "page-login" */ './features/login/LoginPage'),
);
const SsoPage = lazy(
  () => import(/* webpackChunkName: "page-login-sso" */ './features/sso/SsoPage'),
);
const SsoSessionPage = lazy(
  () => import(/* webpackChunkName: "page-login-sso-session" */ './features/sso/SsoSessionPage'),
);
const RecoveryPage = lazy(
  () =>
    import(/* webpackChunkName: "page-login-definir-senha" */ './features/recovery/RecoveryPage'),
);
const SignUpPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-login-cadastro-sp-empresaMae" */ './features/sign-up/SignUpPage'
    ),
);
const CompanyPickerPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-login-escolher-empresa" */ './features/company-picker/CompanyPickerPage'
    ),
);

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "messages-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "messages-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-auth (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_auth',
  version: packageJson.version,
  loadMessages,
  routes: [
    {
      path: 'login',
      access: 'public',
      title: titles.login,
      description: descriptions.login,
      prerender: true,
      Page: LoginPage,
    },
    {
      path: 'login/sso',
      access: 'public',
      title: titles.sso,
      description: descriptions.sso,
      Page: SsoPage,
    },
    {
      path: 'login/sso/:session',
      access: 'public',
      title: titles.ssoSession,
      Page: SsoSessionPage,
    },
    {
      path: 'login/definir-senha',
      access: 'public',
      title: titles.recovery,
      description: descriptions.recovery,
      Page: RecoveryPage,
    },
    {
      path: 'login/cadastro/:sp?/:empresaMae?',
      access: 'public',
      title: titles.signUp,
      description: descriptions.signUp,
      Page: SignUpPage,
    },
    {
      path: 'login/escolher-empresa',
      access: 'public',
      title: titles.companyPicker,
      Page: CompanyPickerPage,
    },
  ],
});
