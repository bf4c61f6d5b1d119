import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.large} + ${vars.space.medium})`,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** The chevron is drawn over the native arrow `appearance: none` removes. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  top: '50%',
  width: vars.space.medium,
  height: vars.space.medium,
  transform: 'translateY(-50%)',
  color: vars.color.foregroundMuted,
  pointerEvents: 'none',
});
