import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * Where a kit link goes. The kit knows no route and no router: a page of the portal comes as the
 * element that goes there, `render={<PageLink to={pages.checkout} />}` (`@portal/router`), which
 * the link draws its look and text on; an address outside the portal (a document, a phone, an
 * e-mail) is an `href`, opened in a new tab with `newTab`.
 */
export type LinkTarget =
  | {
      readonly render: ReactElement<{ className?: string; children?: ReactNode }>;
      readonly href?: never;
      readonly newTab?: never;
    }
  | { readonly href: string; readonly newTab?: boolean; readonly render?: never };

/** The element behind `TextLink` and `ButtonLink`, with their look and text on it. */
export function anchor(
  className: string,
  { render, href, newTab, children }: LinkTarget & { readonly children: ReactNode },
) {
  if (render) return cloneElement(render, { className, children });
  return (
    <a
      className={className}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
