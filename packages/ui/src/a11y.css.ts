import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The rules of `visuallyHidden`, for a style that hides something on some screens only. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not shown (a caption the heading already says, a step's status). */
export const visuallyHidden = style(visuallyHiddenRules);

/**
 * The kit's focus ring, for a component that draws its own (an element that takes the focus from
 * a script and shows the ring for the keyboard only): the same as the page default's.
 */
export const focusRingRules = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;
