import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    // Looks disabled, yet stays focusable and answers (a blocked step says why when pressed).
    '&[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.6 },
    // Busy keeps the button focusable (aria-disabled, not disabled) but says it is working.
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:focus-visible': focusRing,
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.brandStrong },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brandStrong,
      borderColor: vars.color.brand,
      selectors: {
        '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surfaceMuted },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.brandStrong,
      selectors: {
        '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surfaceMuted },
      },
    },
  ],
  // For destructive confirmations (ConfirmDialog tone="critical").
  critical: [
    base,
    {
      background: vars.color.critical,
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled):not([aria-busy="true"])': { filter: 'brightness(0.9)' },
      },
    },
  ],
});
