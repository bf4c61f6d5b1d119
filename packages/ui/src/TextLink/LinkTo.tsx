import type { ReactNode } from 'react';
import { locationOf, type RouteTo } from '@portal/contracts';
import { Link } from '@portal/router';

/**
 * Where a kit link goes: a page of the portal, named by the route table (`to="checkout"`,
 * `to={{ route: 'login', search }}`), or an address outside the portal (`href`: a document, a
 * phone, an e-mail), opened in a new tab with `newTab`.
 */
export type LinkTarget =
  | { readonly to: RouteTo; readonly href?: never; readonly newTab?: never }
  | { readonly href: string; readonly to?: never; readonly newTab?: boolean };

export type LinkToProps = LinkTarget & {
  readonly className: string;
  readonly children: ReactNode;
};

/** The element behind `TextLink` and `ButtonLink`: the router's link, or a plain one. */
export function LinkTo({ className, children, ...target }: LinkToProps) {
  if (target.to !== undefined) {
    return (
      <Link className={className} to={locationOf(target.to)}>
        {children}
      </Link>
    );
  }
  return (
    <a
      className={className}
      href={target.href}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
