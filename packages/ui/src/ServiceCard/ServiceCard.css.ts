import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingInset, vars } from '../theme.css';

const base = style({
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  height: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
  color: vars.color.foreground,
  fontFamily: vars.font.body,
});

export const card = styleVariants({
  regular: [base, { flexDirection: 'column' }],
  // The only card of the page: image beside the text, wrapping under it on narrow screens.
  wide: [base, { flexDirection: 'row', flexWrap: 'wrap' }],
});

export const active = style({
  transition: 'box-shadow 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.elevation.overlay } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const inactive = style({
  background: vars.color.surfaceMuted,
  boxShadow: vars.elevation.none,
  color: vars.color.foregroundMuted,
});

export const image = styleVariants({
  regular: {
    display: 'block',
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    background: vars.color.surfaceMuted,
    // First on screen, after the title in the reading order.
    order: -1,
  },
  wide: {
    display: 'block',
    // A picture has a size of its own (an SVG's can be anything): the card sets it instead, so
    // the image stays beside the text and never pushes it onto a line of its own.
    flex: `1 1 calc(${vars.size.contentMax} / 5)`,
    maxWidth: `calc(${vars.size.contentMax} / 3)`,
    minWidth: 0,
    height: 'auto',
    minHeight: `calc(${vars.size.touchTarget} * 4)`,
    alignSelf: 'stretch',
    objectFit: 'cover',
    background: vars.color.surfaceMuted,
    order: -1,
  },
});

export const imageInactive = style({ filter: 'grayscale(100%)' });

export const body = styleVariants({
  regular: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.large,
  },
  wide: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space.small,
    flex: `2 1 calc(${vars.size.contentMax} / 3)`,
    padding: vars.space.xlarge,
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const titleWide = style({ fontSize: vars.fontSize.title });

/** The title's link covers the whole card (its ::after), so the card is one click target. */
const target = style({
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    // The focus ring goes round the whole card, which is what the click reaches.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRingInset,
  },
});

export const link = style([
  target,
  {
    color: vars.color.brandStrong,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const disabledLink = style([
  target,
  {
    color: vars.color.foregroundMuted,
    selectors: { '&::after': { cursor: 'not-allowed' } },
  },
]);

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foregroundMuted,
});

/** Why an inactive card cannot be opened: on the card itself, so a touch screen shows it too. */
export const reason = style({
  margin: 0,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foreground,
});
