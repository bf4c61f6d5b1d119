// A link to a page of the portal, named by the route table (`to={pages.checkout}`), so a page
// that does not exist fails the type check. It asks a guarded page before leaving, as `Link`.
// Its look comes from the kit: `<TextLink render={<PageLink to={pages.recovery} />}>`.
import type { ReactNode } from 'react';
import { href, type NoParamNeeded, type Page } from '@portal/contracts';
import { Link } from './leaveGuard';

export interface PageLinkProps<P extends string> {
  /** A page that needs no parameter (its optional ones are left out). */
  readonly to: Page<NoParamNeeded<P>>;
  /** The query, with its leading '?' (`useLocation().search`). */
  readonly search?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

export function PageLink<P extends string>({ to, search, ...rest }: PageLinkProps<P>) {
  const pathname = href(to);
  return <Link to={search ? { pathname, search } : pathname} {...rest} />;
}
