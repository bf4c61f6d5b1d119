import { style } from '@vanilla-extract/css';
import { media } from '../breakpoints';
import { vars } from '../theme.css';

// One column on a phone and a tablet (the aside above the main column); side by side on a desk.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100%',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

/** The main column: its blocks one under another, centred and no wider than a form reads well. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  width: '100%',
  maxWidth: vars.size.formMax,
  justifySelf: 'center',
});
