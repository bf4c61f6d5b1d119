import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

/** Room on the right for the toggle, so a long password never runs under it. */
export const input = style({
  paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`,
});

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brandStrong },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const icon = style({ width: vars.space.large, height: vars.space.large });
