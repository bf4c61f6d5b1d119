import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton';
import * as styles from './PageLayout.css';

export type PageWidth = keyof typeof styles.page;

export interface PageLayoutProps {
  /** The page's one h1. */
  readonly title: string;
  /** A line under the title. */
  readonly description?: ReactNode;
  /** The page's own buttons or links, in a row under the title that wraps on a phone. */
  readonly actions?: ReactNode;
  /** `full` (default) uses the frame's width; `readable` keeps a form page to a comfortable width. */
  readonly width?: PageWidth;
  /** The page's blocks, one under another with the kit's large space between them. */
  readonly children?: ReactNode;
}

/**
 * The layout every remote's page shares: the header (h1 and description), the page's actions,
 * then its content. The frame around it (`Frame`'s main landmark) comes from the shell.
 */
export function PageLayout({
  title,
  description,
  actions,
  width = 'full',
  children,
}: PageLayoutProps) {
  return (
    <div className={styles.page[width]}>
      <PageHeader title={title} description={description} />
      {actions ? <div className={styles.toolbar}>{actions}</div> : null}
      {children}
    </div>
  );
}

/**
 * A page whose content is on its way: its header (the title a visitor chose) and placeholders.
 * What a remote's `Frame` shows while the page's code arrives, so the title is there at once.
 */
export function PageFrame({ title, width }: Pick<PageLayoutProps, 'title' | 'width'>) {
  return (
    <PageLayout title={title} {...(width ? { width } : {})}>
      <PageContentPlaceholder />
    </PageLayout>
  );
}

/** The placeholders of a page's content on its way, announced once as loading. */
export function PageContentPlaceholder() {
  return (
    <SkeletonGroup>
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}
