import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

/** The look of `TextLink`. Underlined, so it is not told by colour alone. */
export const textLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': focusRing,
});
