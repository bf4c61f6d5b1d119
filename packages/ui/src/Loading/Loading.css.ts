import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  color: vars.color.foregroundMuted,
});

export const spinner = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
