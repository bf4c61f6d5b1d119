import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Skeleton.css';
import * as a11y from '../a11y.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';
export type SkeletonWidth = keyof typeof styles.width;
export type SkeletonHeight = keyof typeof styles.rect;

export interface SkeletonProps {
  /** `text` for lines of text, `rect` for images, fields and cards, `circle` for avatars. */
  readonly shape?: SkeletonShape;
  /** How many lines of text (text only); the last of several is shorter. 1 by default. */
  readonly lines?: number;
  /** Width of text and boxes: small (a word), medium (a name), large (a sentence), full. */
  readonly width?: SkeletonWidth;
  /** Height of a box (a field, an image, a card), or a circle's size (the Avatar's sizes). */
  readonly height?: SkeletonHeight;
}

/**
 * A grey placeholder where content is loading. For the eye only: put skeletons inside one
 * SkeletonGroup, which tells screen readers, once, that the content is loading.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width = 'full',
  height = 'medium',
}: SkeletonProps) {
  if (shape === 'circle') {
    return <span className={styles.circle[height]} aria-hidden="true" />;
  }
  if (shape === 'rect') {
    return <span className={`${styles.rect[height]} ${styles.width[width]}`} aria-hidden="true" />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span className={`${styles.text} ${styles.width[width]}`} aria-hidden="true">
      {Array.from({ length: count }, (_line, index) => (
        <span key={index} className={styles.line} />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps {
  /** What screen readers hear, e.g. "Carregando usuários…"; "Carregando…" by default. */
  readonly label?: string;
  /** The skeletons, laid out as the content they stand for. */
  readonly children: ReactNode;
}

/**
 * Wraps the skeletons of one loading area and gives it a single polite status for screen
 * readers ("Carregando…"), instead of a mute shape per placeholder. `data-loading` tells the
 * page is still on its way: the portal's speculative work waits until none shows.
 */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  const _ = useKitI18n();
  return (
    <div className={styles.group} role="status" aria-live="polite" data-loading="">
      <span className={a11y.visuallyHidden}>{label ?? _(msg`Carregando…`)}</span>
      {children}
    </div>
  );
}
