import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

/** Focused by a script on each step change: the ring shows for the keyboard only. */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  ':focus': { outline: 'none' },
  ':focus-visible': focusRing,
});
