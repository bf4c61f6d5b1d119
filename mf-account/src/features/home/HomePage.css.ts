import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const page = style({ display: 'grid', gap: vars.space.large });

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

/** The only card takes the whole row (it is drawn wide, the image beside the text). */
export const singleCard = style({ display: 'grid' });
