import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset, vars } from '../theme.css';

// `minWidth: 0`: in a grid or flex column the tabs take the width they are given, never their
// labels' width.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

// Labels wrap between words first; tabs that still do not fit scroll inside the list (arrow
// keys bring the focused one into view), never the page.
export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
});

export const trigger = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.foregroundMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brandStrong,
      borderBottomColor: vars.color.brand,
    },
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': focusRingInset,
  },
});

export const panel = style({
  selectors: {
    '&:focus-visible': focusRing,
  },
});
