import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
});

/** An option's label: the native radio laid over its pill. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  cursor: 'pointer',
});

/** The native radio, kept in place (for touch and screen readers) but not drawn. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  selectors: { '&:checked': { cursor: 'default' } },
});

// The pill follows the radio it comes after (checked, keyboard focus), so it shows the
// browser's own state, also on a prerendered page before the app takes over. Sibling
// selectors rather than `:has()`, which Firefox reads from 121 only (the build targets 115).
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${option}:hover > ${input}:not(:checked) + &`]: {
      background: vars.color.surfaceMuted,
      color: vars.color.foreground,
    },
    [`${input}:checked + &`]: {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    // The radio itself is invisible: its keyboard focus rings the whole pill.
    [`${input}:focus-visible + &`]: focusRing,
  },
});
