import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

/** A link that opens a document elsewhere, looking like the kit's secondary button. */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '40px',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large });

/** The digitable line: digits in tabular figures, free to wrap between its groups on a phone. */
export const digitableLine = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
