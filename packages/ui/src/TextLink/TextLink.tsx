import type { ReactNode } from 'react';
import { LinkTo, type LinkTarget } from './LinkTo';
import { textLink } from './TextLink.css';

export type TextLinkProps = LinkTarget & { readonly children: ReactNode };

/**
 * A link in running text: to a page of the portal (`to`, a route of the table, so a page that
 * does not exist fails the type check) or to an address outside it (`href`).
 */
export function TextLink(props: TextLinkProps) {
  return <LinkTo className={textLink} {...props} />;
}
