import { href, pages, type FeatureFlag, type RemoteRoute } from '@portal/contracts';
import { entryRedirect, hasAnyGroup, type SessionData } from '@portal/session';
import { loginRedirectFor, safeRedirectPath } from './redirectUrl';

export const ACCESS_DENIED_PATH = href(pages.accessDenied);

export type AccessDecision =
  { readonly kind: 'render' } | { readonly kind: 'redirect'; readonly to: string };

export interface AccessInput {
  readonly route: Pick<RemoteRoute, 'access' | 'groups' | 'flag'>;
  readonly session: SessionData | null;
  readonly isFlagOn: (flag: FeatureFlag) => boolean;
  /** Router location (relative to the base path). */
  readonly pathname: string;
  readonly search: string;
  readonly origin: string;
}

const RENDER: AccessDecision = { kind: 'render' };

/** The pages of the purchase path (spec §2.2), served by mf-checkout. */
const PURCHASE_PAGES: ReadonlySet<string> = new Set([href(pages.start), href(pages.checkout)]);

/** DESIGN §4 as a pure function: public, private, group, flag, then the entry redirects. */
export function decideAccess({
  route,
  session,
  isFlagOn,
  pathname,
  search,
  origin,
}: AccessInput): AccessDecision {
  const signedIn = Boolean(session?.token);
  if (route.access === 'public') {
    if (!signedIn) return RENDER;
    const target = safeRedirectPath(new URLSearchParams(search).get('redirectUrl'), origin);
    // A redirectUrl pointing back at this public page would loop: go home instead.
    return {
      kind: 'redirect',
      to: target.split(/[?#]/)[0] === pathname ? href(pages.home) : target,
    };
  }
  if (!session || !signedIn) return { kind: 'redirect', to: loginRedirectFor(pathname, search) };
  if (route.flag && !isFlagOn(route.flag)) return { kind: 'redirect', to: ACCESS_DENIED_PATH };
  if (!hasAnyGroup(session.attributions, route.groups))
    return { kind: 'redirect', to: ACCESS_DENIED_PATH };
  const required = entryRedirect(session);
  // The purchase path's own pages apply its rule themselves (`@portal/session/purchase`): they
  // show what the account's state calls for, say why when it calls for nothing, or go on to
  // where the entry redirects would. So a late or cancelled company, sent to billing everywhere
  // else, can still choose a plan again on /checkout (issue 51).
  if (required && required !== pathname && !PURCHASE_PAGES.has(pathname)) {
    return { kind: 'redirect', to: required };
  }
  return RENDER;
}
