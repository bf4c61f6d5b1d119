// The portal's one set of breakpoints. In em, so they follow the reader's font size (a browser
// set to a larger text gets the narrower layout sooner); 1em is 16px at the default size.
//
//   narrow   below 40em (640px):  a phone — one column, the frame's header shortened
//   medium   from 40em  (640px):  a large phone held sideways, a tablet
//   wide     from 60em  (960px):  a desk — sidebars beside the content, two-panel login
//
// Layout that follows the page (the frame, a page's columns) uses these media queries; a
// component whose own box decides (a card list inside a dialog) uses a container query with the
// same widths (`breakpoints`). Remotes never write a pixel width for a breakpoint.
// Plain strings (no `.css.ts`): a stylesheet imports them, nothing is emitted.

/** The widths where the layout changes, for container queries: `@container (min-width: …)`. */
export const breakpoints = {
  medium: '40em',
  wide: '60em',
} as const;

/**
 * Media queries for vanilla-extract's `'@media'` key:
 * `style({ '@media': { [media.wide]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } } })`.
 * Mobile first: write the phone's layout as the base and widen it with `medium` and `wide`;
 * `narrow` and `belowWide` are for what only a small screen does (fold a list, hide a label).
 */
export const media = {
  /** A phone: narrower than `medium`. */
  narrow: 'screen and (max-width: 39.99em)',
  /** From a tablet up. */
  medium: `screen and (min-width: ${breakpoints.medium})`,
  /** Anything narrower than `wide` (a phone or a tablet). */
  belowWide: 'screen and (max-width: 59.99em)',
  /** A desk. */
  wide: `screen and (min-width: ${breakpoints.wide})`,
} as const;

export type MediaQuery = (typeof media)[keyof typeof media];
