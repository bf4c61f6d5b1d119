import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const groupBase = style({ display: 'flex', gap: vars.space.small });

export const group = styleVariants({
  vertical: [groupBase, { flexDirection: 'column' }],
  horizontal: [groupBase, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large }],
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

// The radio is as tall as the label's first line, so it lines up with the label, not with the
// middle of label and description.
export const optionWithDescription = style([option, { alignItems: 'flex-start' }]);

export const optionLabel = style({
  fontSize: vars.fontSize.body,
  color: vars.color.foreground,
  cursor: 'pointer',
});

export const optionLabelDisabled = style({
  cursor: 'not-allowed',
  color: vars.color.foregroundMuted,
});

export const radio = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  padding: 0,
  border: `2px solid ${vars.color.foregroundMuted}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '[aria-invalid="true"] > * > &': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const dot = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
});
