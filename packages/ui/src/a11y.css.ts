import { style } from '@vanilla-extract/css';

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
