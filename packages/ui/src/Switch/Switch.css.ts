import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Track: two thumbs wide, one thumb plus its border high. */
export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: `calc(${vars.space.large} * 2)`,
  height: `calc(${vars.space.large} + ${vars.space.xsmall})`,
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.positive },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
  transition: 'transform 120ms ease-out',
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.space.large} - ${vars.space.xsmall}))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
