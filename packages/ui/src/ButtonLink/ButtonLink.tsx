import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { anchor, type LinkTarget } from '../TextLink/Anchor';

export type ButtonLinkProps = LinkTarget & {
  readonly children: ReactNode;
  /** The look of the button it resembles. */
  readonly tone?: 'primary' | 'secondary';
};

/**
 * A link that looks like a button: it goes somewhere (a document in a new tab, another page)
 * rather than acting, so it is a link for assistive technology.
 */
export function ButtonLink({ tone = 'primary', ...props }: ButtonLinkProps) {
  return anchor(button[tone], props);
}
