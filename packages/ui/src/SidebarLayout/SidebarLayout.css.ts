import { style } from '@vanilla-extract/css';
import { media } from '../breakpoints';
import { vars } from '../theme.css';

/** The sidebar beside the section on a desk, above it on a phone and a tablet. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
      alignItems: 'start',
    },
  },
});

/** The section may not widen the page: its own wide parts (tables) scroll inside it. */
export const section = style({ minWidth: 0 });
