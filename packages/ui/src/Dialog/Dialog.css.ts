import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // The scrim darkens the page with the foreground role, so a theme change follows it.
  background: vars.color.foreground,
  opacity: 0.45,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.gutter})`,
  maxWidth: '32rem',
  maxHeight: `calc(100vh - 2 * ${vars.space.gutter})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { outline: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foregroundMuted,
});

export const body = style({ fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const outcome = style({ alignItems: 'center', textAlign: 'center' });

export const outcomeActions = style({ justifyContent: 'center' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.round,
});

export const mark = styleVariants({
  loading: [
    markBase,
    {
      border: `4px solid ${vars.color.border}`,
      borderTopColor: vars.color.brand,
      animation: `${spin} 0.8s linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  success: [markBase, { background: vars.color.positive, color: vars.color.onBrand }],
  error: [markBase, { background: vars.color.critical, color: vars.color.onBrand }],
});

export const markIcon = style({ width: '60%', height: '60%' });
