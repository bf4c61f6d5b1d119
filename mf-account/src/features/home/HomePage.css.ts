import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  // min(100%, …): on a phone narrower than a card, the card narrows instead of overflowing.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

/** The only card takes the whole row (it is drawn wide, the image beside the text). */
export const singleCard = style({ display: 'grid' });
