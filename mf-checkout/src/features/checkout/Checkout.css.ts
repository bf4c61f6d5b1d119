import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui';

// The steps beside their summary where there is room; on a phone the summary follows the steps.
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
});

/** A step's heading takes the focus on each step change; it shows no outline of its own. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const cardBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '24px',
});

/** An address on several lines, as it is written on an envelope. */
export const address = style({ whiteSpace: 'pre-line' });

export const summaryLines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const discount = style([amount, { color: vars.color.positive }]);

export const total = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});
