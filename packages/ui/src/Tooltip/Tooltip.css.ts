import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const content = style({
  maxWidth: '20rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.foreground,
  color: vars.color.surface,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});
