import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// The page header keeps its own vertical padding (as on a title-only page); the grid's gap adds
// the space between the header, the toolbar and each block of content.
const pageBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
});

export const page = styleVariants({
  full: [pageBase],
  // A form page: lines of about 70 characters and fields that do not stretch across a desk.
  readable: [pageBase, { maxWidth: '48rem' }],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
