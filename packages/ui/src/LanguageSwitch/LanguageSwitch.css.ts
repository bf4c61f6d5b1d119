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
    '&:hover:not([data-state="checked"])': {
      background: vars.color.surfaceMuted,
      color: vars.color.foreground,
    },
    '&[data-state="checked"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
  },
});
