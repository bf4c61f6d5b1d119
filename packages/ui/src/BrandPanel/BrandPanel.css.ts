import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

// The login page's two panels sit side by side on a wide screen; below it the form takes the
// whole screen and the brand panel is not shown (the same breakpoint as the auth layout's grid).

export const panel = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  minHeight: '100%',
  padding: vars.space.xlarge,
  background: `linear-gradient(160deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
  '@media': { [media.wide]: { display: 'flex' } },
});

// Decoration only: two soft rings drawn in the brand's own colours, behind the text.
export const decoration = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  width: '100%',
  height: '100%',
  color: vars.color.onBrand,
  opacity: 0.12,
  pointerEvents: 'none',
});

export const product = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
});
