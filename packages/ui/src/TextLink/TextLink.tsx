import type { ReactNode } from 'react';
import { anchor, type LinkTarget } from './Anchor';
import { textLink } from './TextLink.css';

export type TextLinkProps = LinkTarget & { readonly children: ReactNode };

/**
 * A link in running text: to a page of the portal (`render`, the `PageLink` that goes there, so a page that
 * does not exist fails the type check) or to an address outside it (`href`).
 */
export function TextLink(props: TextLinkProps) {
  return anchor(textLink, props);
}
