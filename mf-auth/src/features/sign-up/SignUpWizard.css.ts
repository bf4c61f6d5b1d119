import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

/** The step's name under the stepper; it takes focus on a step change. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.foreground,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** Why Continue is still disabled, and the trial note of the last step. */
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});
