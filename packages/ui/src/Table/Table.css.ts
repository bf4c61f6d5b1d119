import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// Wide tables scroll sideways inside their box on phones instead of widening the page.
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foreground,
});

export const caption = style({
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}`,
  textAlign: 'start',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

const cellBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tbody > tr:last-child > &': { borderBottom: 0 } },
});

export const cell = styleVariants({
  start: [cellBase, { textAlign: 'start' }],
  center: [cellBase, { textAlign: 'center' }],
  end: [cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }],
});

export const headerCell = style({
  background: vars.color.surfaceMuted,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

/** A row header (the cell that names its row) reads as a normal cell, only stronger. */
export const rowHeaderCell = style({ fontWeight: vars.fontWeight.strong });

export const emptyCell = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.foregroundMuted,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const placeholder = style({
  display: 'block',
  width: '100%',
  height: vars.fontSize.body,
  borderRadius: vars.radius.small,
  background: vars.color.border,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
