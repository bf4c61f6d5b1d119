import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:has(:checked))': {
      background: vars.color.surfaceMuted,
      color: vars.color.foreground,
    },
    '&:has(:checked)': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    // The radio itself is invisible: its keyboard focus rings the whole pill.
    '&:has(:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The native radio, kept in place (for touch and screen readers) but not drawn. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
