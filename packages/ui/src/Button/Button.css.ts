import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

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
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brandStrong,
      borderColor: vars.color.brand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.brandStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
});
