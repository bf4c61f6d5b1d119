import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 2147483647,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '24rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
  outline: 'none',
  // The empty area around the toasts lets clicks through to the page; the toasts themselves
  // take them, also while a modal dialog makes the rest of the page inert to the pointer.
  pointerEvents: 'none',
});

const rootBase = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
});

export const root = styleVariants({
  positive: [rootBase, { borderLeftColor: vars.color.positive }],
  critical: [rootBase, { borderLeftColor: vars.color.critical }],
  neutral: [rootBase, { borderLeftColor: vars.color.brand }],
});

export const title = style({
  gridColumn: 1,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  gridColumn: 1,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foregroundMuted,
});

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.brandStrong,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});
