import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui';

/** Sidebar beside the section on a wide screen, above it on a narrow one. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: '14rem minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

/** The section may not widen the page: its own wide parts (tables) scroll inside it. */
export const section = style({ minWidth: 0 });
