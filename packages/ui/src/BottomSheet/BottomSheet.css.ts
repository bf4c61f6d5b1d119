import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../breakpoints';
import { vars } from '../theme.css';

// Below `wide` (a phone, a tablet: where the sheet is not beside the content) the sheet is fixed
// at the bottom of the screen: collapsed, a bar with its toggle (a label and a value) and its
// action; expanded, the whole content, scrolling inside the sheet. From `wide` up it is a side
// panel: the toggle is not shown and the sheet's parts are grid items of the panel
// (`display: contents`).
const BAR = media.belowWide;

/** The page's content beside the sheet where there is room; the sheet under it narrower. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.wide]: { gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sheetAside}` },
  },
});

/**
 * The page's room for the bar: a block as tall as the collapsed bar at the end of the document,
 * so the bar never hides the page's last field or its footer. Nothing to keep from `wide` up.
 */
export const spacer = style({
  display: 'block',
  '@media': { [media.wide]: { display: 'none' } },
});

/** The fixed sheet; it scrolls by itself when the expanded content is taller than the screen. */
export const sheet = style({
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
      // The panel lends its content to the sheet (Panel frame="wide").
      padding: `${vars.space.small} ${vars.space.medium}`,
      // Clear of the home indicator on a phone without a button.
      paddingBottom: `max(${vars.space.small}, env(safe-area-inset-bottom))`,
    },
  },
});

/** The panel's content: one column at `wide`; below, the bar's row (toggle, action). */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.medium,
  '@media': {
    // The bar's row, wrapped when it does not fit: the value is never cut, the action shares
    // the row while its words fit (on two lines if need be), else takes a row of its own.
    [BAR]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: `${vars.space.small} ${vars.space.medium}`,
    },
  },
});

const wholeRow = { flexBasis: '100%' } as const;

// Shown below `wide` only: the one part of the bar that is not the content's own.
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

/** The disclosure button: the value on the bar; on top of the sheet while it is open. */
export const toggle = styleVariants({
  closed: [toggleBase, { '@media': { [BAR]: { flex: '1 0 auto' } } }],
  open: [
    toggleBase,
    { '@media': { [BAR]: { ...wholeRow, position: 'sticky', top: 0, zIndex: 1 } } },
  ],
});

export const toggleText = style({ display: 'grid' });

export const toggleLabel = style({
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const toggleValue = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

const chevronBase = style({ flexShrink: 0, width: vars.space.medium, height: vars.space.medium });

export const chevron = styleVariants({
  closed: [chevronBase],
  open: [chevronBase, { transform: 'rotate(180deg)' }],
});

// The parts only the expanded sheet shows: grid items of the panel at `wide`.
const partBase = style({ display: 'contents' });

/** The content and the closing part: hidden on the collapsed bar. */
export const part = styleVariants({
  closed: [partBase, { '@media': { [BAR]: { display: 'none' } } }],
  open: [
    partBase,
    { '@media': { [BAR]: { ...wholeRow, display: 'grid', gap: vars.space.medium } } },
  ],
});

/** The action: the end of the bar; in the open sheet under the content, kept in view. */
export const action = styleVariants({
  closed: {
    display: 'grid',
    // On the bar's row it widens first, up to its label on one line; the toggle takes the rest.
    // On a row of its own it keeps that width, at the end of the bar.
    '@media': {
      [BAR]: {
        flex: `999 1 ${vars.size.sheetActionMin}`,
        maxWidth: 'max-content',
        marginInlineStart: 'auto',
      },
    },
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
