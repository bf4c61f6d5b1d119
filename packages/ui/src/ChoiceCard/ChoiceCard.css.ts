import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// Side by side while each card keeps its least width; one under another on a phone, where
// min(100%, …) lets a card narrow instead of overflowing a 320 px screen.
export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.choiceCardMin}), 1fr))`,
});

// The whole card is the radio's label: a click or tap anywhere on it chooses.
const base = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.medium,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

// The chosen card is marked from the `checked` prop rather than with `:has(:checked)`, which
// Firefox reads from 121 only (the build targets 115).
export const card = styleVariants({
  idle: [base],
  chosen: [base, { borderColor: vars.color.brand, boxShadow: vars.elevation.raised }],
});

export const radio = style({
  width: vars.space.large,
  height: vars.space.large,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  alignSelf: 'center',
});

// Under the title, lined up with it rather than with the radio.
export const details = style({
  gridColumn: '2',
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.foregroundMuted,
});

export const highlight = style({
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.foreground,
});
