import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const page = style({ display: 'grid', gap: vars.space.large });

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const buyNow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
