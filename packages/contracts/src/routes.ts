// Every page of the portal, named once (issue 53). The remotes' `./routes`, the shell's frame
// and menu, the entry redirects and every link between pages take their paths from here, so a
// link to a page that does not exist fails the type check, not a visitor. (The runtime configs
// are JSON: a test holds them to this table.)
//
// Each page is its own export, read as `pages.checkout`: a bundle carries the patterns it names
// and no other (the cold /login reads three, ADR 008), and a link or a navigation fills a
// pattern without looking anything up.

declare const named: unique symbol;

/**
 * A page's route pattern under the base path, without a leading slash ('' is the home page).
 * Only this module names one, so a link cannot be written as a string (`'/checkout'`).
 */
export type Page<P extends string = string> = P & { readonly [named]: P };

// mf-auth: sign-in and everything before it.
export const login = 'login' as Page<'login'>;
export const sso = 'login/sso' as Page<'login/sso'>;
/** Single sign-on completed: the spec's `/login/sso/session=<session>` (`:session` holds it all). */
export const ssoSession = 'login/sso/:session' as Page<'login/sso/:session'>;
export const recovery = 'login/definir-senha' as Page<'login/definir-senha'>;
export const signUp =
  'login/cadastro/:sp?/:empresaMae?' as Page<'login/cadastro/:sp?/:empresaMae?'>;
export const companyPicker = 'login/escolher-empresa' as Page<'login/escolher-empresa'>;
// mf-account: home cards, profile, user management.
export const home = '' as Page<''>;
export const profile = 'meu/perfil' as Page<'meu/perfil'>;
export const users = 'gestao-de-usuarios' as Page<'gestao-de-usuarios'>;
// mf-checkout: plan selection, onboarding, checkout.
export const start = 'start' as Page<'start'>;
export const checkout = 'checkout' as Page<'checkout'>;
// mf-billing.
export const charges = 'gestao-de-cobrancas' as Page<'gestao-de-cobrancas'>;
// mf-backoffice: its sections, and any other address below it.
export const companies = 'gestao-de-empresas' as Page<'gestao-de-empresas'>;
export const coupons = 'gestao-de-empresas/cupons' as Page<'gestao-de-empresas/cupons'>;
export const signupLink =
  'gestao-de-empresas/gerador-de-link' as Page<'gestao-de-empresas/gerador-de-link'>;
export const backofficeUnknown = 'gestao-de-empresas/*' as Page<'gestao-de-empresas/*'>;
// The shell's own pages.
export const versions = 'gestao-de-empresas/versoes' as Page<'gestao-de-empresas/versoes'>;
export const accessDenied = 'acesso-negado' as Page<'acesso-negado'>;
export const diagnosticError = '__diagnostico/erro' as Page<'__diagnostico/erro'>;
