import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const title = style({ margin: 0, fontSize: vars.fontSize.large });

/** The digitable line: digits in tabular figures, free to wrap between its groups on a phone. */
export const digitableLine = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
