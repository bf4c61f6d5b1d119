import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.foreground,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
  selectors: {
    // The second value gives the asterisk an empty alternative text where browsers support it.
    '&::after': { content: ['"*"', '"*" / ""'] },
  },
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const error = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});

/** The box shared by text inputs and the native select. */
export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foregroundMuted },
    '&:focus-visible': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      background: vars.color.criticalSurface,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      color: vars.color.foregroundMuted,
    },
  },
});

/** The text beside a checkbox or a switch: its label and, under it, description and error. */
export const inlineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const inlineLabel = style({
  fontSize: vars.fontSize.body,
  color: vars.color.foreground,
  cursor: 'pointer',
});

export const inlineLabelDisabled = style({
  cursor: 'not-allowed',
  color: vars.color.foregroundMuted,
});
