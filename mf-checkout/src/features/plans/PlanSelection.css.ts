import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

// Side by side while each card keeps 14rem; one under another on a phone, where
// min(100%, …) lets a card narrow instead of overflowing a 320 px screen.
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
