import { lazy } from 'react';
import { pages } from '@portal/contracts';
import { descriptions, titles } from './titles';
import { remote } from './remote';

// Each page's chunk is named after its route, so the shell's server can name it in the page it
// sends (adr-006); its loader is also its route's preload.
const loadLoginPage = () =>
  import(/* webpackChunkName: "page-login" */ './features/login/LoginPage');
const LoginPage = lazy(loadLoginPage);
const loadSsoPage = () => import(/* webpackChunkName: "page-login-sso" */ './features/sso/SsoPage');
const SsoPage = lazy(loadSsoPage);
const loadSsoSessionPage = () =>
  import(/* webpackChunkName: "page-login-sso-session" */ './features/sso/SsoSessionPage');
const SsoSessionPage = lazy(loadSsoSessionPage);
const loadRecoveryPage = remote.withTexts(
  'recovery',
  () =>
    import(/* webpackChunkName: "page-login-definir-senha" */ './features/recovery/RecoveryPage'),
);
const RecoveryPage = lazy(loadRecoveryPage);
const loadSignUpPage = remote.withTexts(
  'sign-up',
  () =>
    import(
      /* webpackChunkName: "page-login-cadastro-sp-empresaMae" */ './features/sign-up/SignUpPage'
    ),
);
const SignUpPage = lazy(loadSignUpPage);
const loadCompanyPickerPage = () =>
  import(
    /* webpackChunkName: "page-login-escolher-empresa" */ './features/company-picker/CompanyPickerPage'
  );
const CompanyPickerPage = lazy(loadCompanyPickerPage);

/** The one exposed entry of mf-auth (`./routes`), checked against the shared contract. */
export default remote.define({
  routes: [
    {
      path: pages.login,
      access: 'public',
      title: titles.login,
      description: descriptions.login,
      prerender: true,
      Page: LoginPage,
      preload: loadLoginPage,
    },
    {
      path: pages.sso,
      access: 'public',
      title: titles.sso,
      description: descriptions.sso,
      prerender: true,
      Page: SsoPage,
      preload: loadSsoPage,
    },
    {
      path: pages.ssoSession,
      access: 'public',
      title: titles.ssoSession,
      Page: SsoSessionPage,
      preload: loadSsoSessionPage,
    },
    {
      path: pages.recovery,
      access: 'public',
      title: titles.recovery,
      description: descriptions.recovery,
      // With a link's token the page is the new-password form, not the build's (which asks the
      // e-mail): that visit's page is rendered on demand (adr-006).
      prerender: true,
      prerenderUnless: ['token'],
      Page: RecoveryPage,
      // The page's code, then the check of the link's token when the visitor is at one (from
      // the page's chunk: the routes every mf-auth page loads stay without the API client).
      preload: () => loadRecoveryPage().then((page) => page.checkTokenEarly(pages.recovery)),
    },
    {
      path: pages.signUp,
      access: 'public',
      title: titles.signUp,
      description: descriptions.signUp,
      // The build prerenders the bare page; a generated link's (its plans and network) is
      // rendered on demand (adr-006).
      prerender: true,
      Page: SignUpPage,
      preload: loadSignUpPage,
    },
    {
      path: pages.companyPicker,
      access: 'public',
      title: titles.companyPicker,
      Page: CompanyPickerPage,
      preload: loadCompanyPickerPage,
    },
  ],
});
