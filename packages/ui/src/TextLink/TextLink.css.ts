import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

/**
 * The look of a link in running text, for the router's `Link` (the kit knows no router):
 * `<Link className={textLink} to="/login">`. Underlined, so it is not told by colour alone.
 */
export const textLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': focusRing,
});
