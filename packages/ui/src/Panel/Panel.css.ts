import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';
import { visuallyHiddenRules } from '../a11y.css';

// A phone keeps the width for the content; from a tablet up the panel breathes.

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  '@media': { [media.medium]: { padding: vars.space.large } },
});

export const header = style({ display: 'grid', gap: vars.space.xsmall });

const titleBase = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const title = styleVariants({
  2: [titleBase, { fontSize: vars.fontSize.large }],
  3: [titleBase, { fontSize: vars.fontSize.body }],
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.foregroundMuted,
});

// `frame="wide"`: below `wide` the panel lends its content to the container it sits in (a
// bottom sheet that draws its own box), its title read by screen readers only.
export const lent = style({
  '@media': {
    [media.belowWide]: { gap: 0, padding: 0, border: 'none', borderRadius: 0, background: 'none' },
  },
});

export const lentHeader = style({ '@media': { [media.belowWide]: visuallyHiddenRules } });
