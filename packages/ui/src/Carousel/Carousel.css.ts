import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const slide = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.brand,
    },
    // Stays focusable at the ends, so focus is not lost on the last slide.
    '&[aria-disabled="true"]': {
      color: vars.color.foregroundMuted,
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({ width: vars.space.medium, height: vars.space.medium });

export const dots = style({ display: 'flex', alignItems: 'center' });

// The button is a full touch target; the dot drawn inside it stays small.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const dotMark = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.foregroundMuted}`,
  background: 'transparent',
  selectors: {
    [`${dot}[aria-current="true"] &`]: {
      width: vars.space.large,
      borderColor: vars.color.brand,
      background: vars.color.brand,
    },
    [`${dot}:hover:not([aria-current="true"]) &`]: { borderColor: vars.color.brand },
  },
});
