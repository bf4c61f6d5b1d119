import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// As many columns of at least 15rem as fit; one column below that (the `min` keeps a single
// column inside a 320 px screen).
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const term = style({
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
});

// E-mails, company names and ids have no spaces to break at: they wrap anywhere instead.
export const details = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});
