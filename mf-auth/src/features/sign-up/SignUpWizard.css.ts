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

/** The plans (and network) the sign-up link chose: a quiet box above the stepper. */
export const linkChoice = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

/** Several plans: one per line, as a list. */
export const planList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.medium,
});
