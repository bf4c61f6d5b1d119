import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// Always wraps: at 320 px a row of buttons or links breaks onto more lines, never sideways.
export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** `as="span"`: a run inside a line of text (a mark beside its words), as tall as its line. */
export const inRunningText = style({ display: 'inline-flex' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});
