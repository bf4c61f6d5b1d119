import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// One column; `minmax(0, 1fr)` lets a long word or a wide table shrink to the column instead of
// pushing the page sideways at 320 px.
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
