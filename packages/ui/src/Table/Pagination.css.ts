import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.brand,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    // Stays focusable at the ends, so focus is not lost when the last page is reached.
    '&[aria-disabled="true"]': {
      color: vars.color.foregroundMuted,
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({ width: vars.space.medium, height: vars.space.medium });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.space.large,
  color: vars.color.foregroundMuted,
});
