import { style } from '@vanilla-extract/css';

/** Laid out (so the menu is measured and placed as a real one) but never seen nor reached. */
export const stage = style({
  position: 'fixed',
  top: 0,
  left: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  contain: 'layout style',
});
