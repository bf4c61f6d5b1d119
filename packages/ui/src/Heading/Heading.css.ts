import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

const base = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.foreground,
  // Focused by script (a wizard's next step): the kit's ring when the keyboard brought it there.
  ':focus-visible': focusRing,
});

/** A section's heading: `large` under the page's h1, `body` inside another section. */
export const heading = styleVariants({
  2: [base, { fontSize: vars.fontSize.large }],
  3: [base, { fontSize: vars.fontSize.body }],
});
