import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui';

// The steps beside their summary where there is room (`wide`); narrower, the summary is a bar
// fixed at the bottom of the screen (see "The summary as a bar" below).
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

// ——— The summary as a bar ———————————————————————————————————————————————————————————————————
// Below `wide` (a phone, a tablet: where the summary is not beside the form) the summary is a
// sheet fixed at the bottom of the screen: collapsed, a bar with the total (the disclosure
// button) and finish purchase; expanded, the whole summary, scrolling inside the sheet. From
// `wide` up it is the side panel as before: the bar's own parts are not shown, the summary's
// parts are grid items of the panel as they were (`display: contents`).
const BAR = media.belowWide;

/**
 * The bar's height as last measured: `OrderSummary` sets it on the root element while it is
 * mounted and takes it away with the summary.
 */
export const BAR_SIZE_PROPERTY = '--checkout-summary-bar';

// The page (body) ends that much lower while a summary is on it, so the bar never hides its
// last field or the footer. Read from the property rather than with `body:has(…)`, which
// Firefox reads from 121 only (the build targets 115). `html body` outweighs the kit's
// `html, body` reset wherever the two stylesheets fall.
globalStyle('html body', {
  '@media': { [BAR]: { paddingBottom: `var(${BAR_SIZE_PROPERTY}, 0px)` } },
});

/** The fixed sheet; it scrolls by itself when the expanded summary is taller than the screen. */
export const summarySheet = style({
  '@media': {
    [BAR]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      maxHeight: ['85vh', '85dvh'],
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      background: vars.color.surfaceRaised,
      borderTop: `1px solid ${vars.color.border}`,
      borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
      boxShadow: vars.elevation.overlay,
      // The summary's panel lends its content to the sheet (Panel frame="wide").
      padding: `${vars.space.small} ${vars.space.medium}`,
      // Clear of the home indicator on a phone without a button.
      paddingBottom: `max(${vars.space.small}, env(safe-area-inset-bottom))`,
    },
  },
});

const summaryBodyBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.medium,
});

/** The panel's content: one column at `wide`; the bar's row (total, finish) below it. */
export const summaryBody = style([
  summaryBodyBase,
  {
    '@media': {
      // The bar's row, wrapped when it does not fit: the total is never cut, finish purchase
      // shares the row while its words fit (on two lines if need be), else takes a row of its
      // own (the narrowest phones, a longer total, the busy label).
      [BAR]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: `${vars.space.small} ${vars.space.medium}`,
      },
    },
  },
]);

const wholeRow = { flexBasis: '100%' } as const;

// Shown below `wide` only: the one part of the bar that is not the summary's own.
const toggleBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { [media.wide]: { display: 'none' } },
});

/** The disclosure button: the total on the bar; on top of the sheet while it is open. */
export const summaryToggle = styleVariants({
  closed: [toggleBase, { '@media': { [BAR]: { flex: '1 0 auto' } } }],
  open: [
    toggleBase,
    { '@media': { [BAR]: { ...wholeRow, position: 'sticky', top: 0, zIndex: 1 } } },
  ],
});

export const summaryToggleText = style({ display: 'grid' });

export const summaryToggleLabel = style({
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const summaryToggleTotal = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryChevron = styleVariants({
  closed: { flexShrink: 0, width: vars.space.medium, height: vars.space.medium },
  open: {
    flexShrink: 0,
    width: vars.space.medium,
    height: vars.space.medium,
    transform: 'rotate(180deg)',
  },
});

// The parts only the expanded sheet shows: grid items of the panel at `wide` as before.
const partBase = style({ display: 'contents' });

/** The summary's details and its closing parts (hint, cancel): hidden on the collapsed bar. */
export const summaryPart = styleVariants({
  closed: [partBase, { '@media': { [BAR]: { display: 'none' } } }],
  open: [
    partBase,
    { '@media': { [BAR]: { ...wholeRow, display: 'grid', gap: vars.space.medium } } },
  ],
});

/** Finish purchase: the end of the bar; in the open sheet under the details, kept in view. */
export const summaryFinish = styleVariants({
  closed: {
    display: 'grid',
    // On the bar's row it widens first, up to its label on one line; the total takes the rest.
    // On a row of its own it keeps that width, at the end of the bar.
    '@media': { [BAR]: { flex: '999 1 8rem', maxWidth: 'max-content', marginInlineStart: 'auto' } },
  },
  open: {
    display: 'grid',
    '@media': {
      [BAR]: {
        ...wholeRow,
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        paddingBlock: vars.space.small,
        background: vars.color.surfaceRaised,
      },
    },
  },
});
