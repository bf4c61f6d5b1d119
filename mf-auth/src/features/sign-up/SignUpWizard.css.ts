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

/** The trigger of the role descriptions: a small text button with an "i" mark. */
export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'help',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const infoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.round,
  border: '1.5px solid currentColor',
  fontSize: '0.8em',
  fontStyle: 'normal',
  textDecoration: 'none',
});
