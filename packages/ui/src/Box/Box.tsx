import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import * as styles from './Box.css';

export interface BoxProps {
  readonly children: ReactNode;
  /** Space inside, along the line (left and right) and across it (top and bottom). */
  readonly paddingX?: Space;
  readonly paddingY?: Space;
  /** A quiet surface (`surfaceMuted`) or a raised one, drawn with the kit's border when `border`. */
  readonly background?: keyof typeof styles.background;
  readonly border?: boolean;
  readonly radius?: keyof typeof styles.radius;
  /** Inside an `Inline`: grows into the room left, from a field's width (a search field). */
  readonly grow?: boolean;
  /** Faded: the content shown is the previous answer while the next one loads. */
  readonly dimmed?: boolean;
  /** Whether what the box holds is being updated (`aria-busy`). */
  readonly busy?: boolean;
}

/**
 * A plain box with the kit's spacing, surfaces and border, for what no component of its own
 * draws: a quiet frame round a summary, a growing field of a toolbar, a list while it reloads.
 */
export function Box({
  children,
  paddingX,
  paddingY,
  background,
  border = false,
  radius,
  grow = false,
  dimmed = false,
  busy,
}: BoxProps) {
  const className = [
    paddingX && styles.paddingX[paddingX],
    paddingY && styles.paddingY[paddingY],
    background && styles.background[background],
    border && styles.border,
    radius && styles.radius[radius],
    grow && styles.grow,
    dimmed && styles.dimmed,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className || undefined} aria-busy={busy}>
      {children}
    </div>
  );
}
