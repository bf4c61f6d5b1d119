import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const header = style({ padding: `${vars.space.large} 0` });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.heading,
});
export const description = style({
  margin: `${vars.space.small} 0 0`,
  color: vars.color.foregroundMuted,
});
