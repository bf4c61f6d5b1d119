import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** A link to a field: a button (it moves focus, it goes nowhere) that looks like a text link. */
export const link = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  minBlockSize: '24px',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});
