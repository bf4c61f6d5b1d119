import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** Only the margin goes: what is not asked for (size, colour, weight) is inherited. */
export const text = style({ margin: 0 });

/**
 * An `output` stands on its lines of its own (a generated link in its box): a block, so its
 * lines are as tall as its own size, not the box's.
 */
export const block = style({ display: 'block' });

export const size = styleVariants({
  small: { fontSize: vars.fontSize.small },
  body: { fontSize: vars.fontSize.body },
  large: { fontSize: vars.fontSize.large },
});

export const tone = styleVariants({
  muted: { color: vars.color.foregroundMuted },
});

export const font = styleVariants({
  mono: { fontFamily: vars.font.mono },
});

export const numeric = styleVariants({
  // Digits of one width, so groups of digits line up and do not shift as they change.
  tabular: { fontVariantNumeric: 'tabular-nums' },
});

export const wrap = styleVariants({
  // Free to break anywhere: a link or a long code wraps at 320 px instead of widening the page.
  anywhere: { overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** One click selects the whole value (a link to copy by hand). */
export const selectAll = style({ userSelect: 'all' });
