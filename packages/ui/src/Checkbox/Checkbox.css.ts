import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  marginTop: vars.space.xxsmall,
  padding: 0,
  border: `2px solid ${vars.color.foregroundMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const check = style({ width: vars.space.medium, height: vars.space.medium });
