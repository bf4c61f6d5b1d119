import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
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
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brandStrong,
      borderBottomColor: vars.color.brand,
    },
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
