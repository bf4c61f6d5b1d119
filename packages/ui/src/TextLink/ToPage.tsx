import type { ReactNode } from 'react';

/**
 * For the kit's own tests and stories: stands for `@portal/router`'s `PageLink`, which the kit
 * does not import, as the element a `TextLink` or `ButtonLink` to a page draws on. Not exported.
 */
export function ToPage({
  to,
  className,
  children,
}: {
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
