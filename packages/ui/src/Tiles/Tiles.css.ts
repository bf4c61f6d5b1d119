import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const tiles = style({
  display: 'grid',
  // min(100%, …): in a box narrower than a tile, the tile narrows instead of overflowing.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.tileMin}), 1fr))`,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
