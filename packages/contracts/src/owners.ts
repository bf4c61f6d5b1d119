// Who serves each page: the runtime configs route these patterns to it (a test holds them to
// this list). Not read by any bundle: tests and build checks only.
import * as pages from './routes';
import type { Page } from './routes';

/** The federation names of the remotes. */
export type RemoteName = 'mf_auth' | 'mf_account' | 'mf_checkout' | 'mf_billing' | 'mf_backoffice';

/** Who serves a page: a remote, or the shell itself. */
export type RouteOwner = RemoteName | 'shell';

/** Each owner's pages, in the table's order. */
export const ROUTE_OWNERS: Readonly<Record<RouteOwner, readonly Page[]>> = {
  mf_auth: [
    pages.login,
    pages.sso,
    pages.ssoSession,
    pages.recovery,
    pages.signUp,
    pages.companyPicker,
  ],
  mf_account: [pages.home, pages.profile, pages.users],
  mf_checkout: [pages.start, pages.checkout],
  mf_billing: [pages.charges],
  mf_backoffice: [pages.companies, pages.coupons, pages.signupLink, pages.backofficeUnknown],
  shell: [pages.versions, pages.accessDenied, pages.diagnosticError],
};
