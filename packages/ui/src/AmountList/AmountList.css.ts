import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** Names on the left, amounts lined up at the end (tabular figures). */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const amount = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const positive = style({ color: vars.color.positive });

export const strong = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});
