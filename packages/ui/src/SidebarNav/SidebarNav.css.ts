import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

// Below the wide breakpoint the list folds behind the Menu button (as the login page's two
// panels stack, and as the back-office puts its sidebar above the section).
const wide = media.wide;
const narrow = media.belowWide;

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [wide]: { minHeight: '100%' } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  '@media': { [wide]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrow]: { selectors: { '&:not([data-expanded])': { display: 'none' } } } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: `${vars.space.xsmall} solid transparent`,
  color: vars.color.foreground,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brandStrong },
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.brand,
      background: vars.color.surfaceMuted,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  alignItems: 'center',
  justifyContent: 'center',
});

export const menuIcon = style({ width: vars.space.medium, height: vars.space.medium });
