import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.foregroundMuted,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each step sits under a bar: filled up to the current step, so progress reads at a glance.
const stepBase = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `${vars.space.xsmall} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.foregroundMuted,
  overflowWrap: 'anywhere',
});

// On a phone only the current step keeps its name on screen; the others shrink to their number
// (screen readers still hear every name), so no label is broken letter by letter.
const NARROW = media.narrow;
const shrinksWhenNarrow = style({ '@media': { [NARROW]: { flex: '0 0 auto' } } });

export const step = styleVariants({
  done: [
    stepBase,
    shrinksWhenNarrow,
    { borderTopColor: vars.color.brand, color: vars.color.foreground },
  ],
  current: [
    stepBase,
    {
      borderTopColor: vars.color.brand,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.strong,
    },
  ],
  upcoming: [stepBase, shrinksWhenNarrow],
});

const markerBase = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const marker = styleVariants({
  done: [
    markerBase,
    { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand },
  ],
  current: [markerBase, { borderColor: vars.color.brand, color: vars.color.brandStrong }],
  upcoming: [markerBase, { background: vars.color.surface }],
});

export const check = style({ width: vars.space.medium, height: vars.space.medium });

const labelBase = style({ paddingTop: vars.space.xxsmall });

const hiddenWhenNarrow = style({
  '@media': {
    [NARROW]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const label = styleVariants({
  done: [labelBase, hiddenWhenNarrow],
  current: [labelBase],
  upcoming: [labelBase, hiddenWhenNarrow],
});
