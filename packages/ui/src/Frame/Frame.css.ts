import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  minHeight: vars.size.headerHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `0 ${vars.space.gutter}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brandStrong,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.gutter,
  // The landmark is focused by script (the skip link, a page that moves focus to its content),
  // never by Tab: a ring around the whole page would point at nothing the user can act on.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const footerGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.color.surface,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});
