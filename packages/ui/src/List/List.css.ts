import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** Bulleted items one under another; the bullets hang in the start padding. */
export const list = style({
  display: 'grid',
  margin: 0,
  paddingInlineStart: vars.space.medium,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
