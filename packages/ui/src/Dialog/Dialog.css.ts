import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // The scrim darkens the page with the foreground role, so a theme change follows it.
  background: vars.color.foreground,
  opacity: 0.45,
});

// The dialog's side padding, which its body's scroll box reaches across (see `body`).
const inset = createVar();

// A viewport too short for a scrolling body between a fixed title and fixed actions (a phone
// held sideways with its keyboard open): there the whole dialog scrolls instead.
const tall = 'screen and (min-height: 30em)';

/**
 * Always inside the viewport. From a tablet up: a card centred on the screen, never taller than
 * the screen minus the gutter. On a phone (`media.narrow`): a sheet across the whole width,
 * anchored to the bottom, at most the screen's height. Either way the title and the actions
 * stay on screen and the body scrolls by itself; the height is in `dvh` (the screen as it is,
 * with the browser's bars shown), after a `vh` fallback for browsers without it.
 */
export const content = style({
  vars: { [inset]: vars.space.large },
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100% - 2 * ${vars.space.gutter})`,
  maxWidth: '32rem',
  maxHeight: [`calc(100vh - 2 * ${vars.space.gutter})`, `calc(100dvh - 2 * ${vars.space.gutter})`],
  // Only when even the title and actions do not fit (see `tall`); the body scrolls otherwise.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: inset,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [media.narrow]: {
      vars: { [inset]: vars.space.medium },
      top: 'auto',
      bottom: 0,
      left: 0,
      transform: 'none',
      width: '100%',
      maxWidth: 'none',
      maxHeight: ['100vh', '100dvh'],
      // Clear of the home indicator on a phone without a button.
      paddingBottom: `max(${vars.space.medium}, env(safe-area-inset-bottom))`,
      borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
    },
  },
});

export const title = style({
  flexShrink: 0,
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const description = style({
  flexShrink: 0,
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foregroundMuted,
  overflowWrap: 'anywhere',
});

// The part that scrolls. It reaches across the dialog's side padding (and a little above and
// below), so the focus ring of a field at its edge is not cut by the scroll box.
export const body = style({
  flexShrink: 0,
  margin: `calc(-1 * ${vars.space.small}) calc(-1 * ${inset})`,
  padding: `${vars.space.small} ${inset}`,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  '@media': {
    [tall]: { flexShrink: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
  },
});

// At the end, always in view: the body shrinks before them, and when the whole dialog scrolls
// (a short viewport) they stick to its bottom edge.
export const actions = style({
  position: 'sticky',
  bottom: 0,
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.small,
  background: vars.color.surfaceRaised,
});

export const outcome = style({ alignItems: 'center', textAlign: 'center' });

export const outcomeActions = style({ justifyContent: 'center' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.round,
});

export const mark = styleVariants({
  loading: [
    markBase,
    {
      border: `4px solid ${vars.color.border}`,
      borderTopColor: vars.color.brand,
      animation: `${spin} 0.8s linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  success: [markBase, { background: vars.color.positive, color: vars.color.onBrand }],
  error: [markBase, { background: vars.color.critical, color: vars.color.onBrand }],
});

export const markIcon = style({ width: '60%', height: '60%' });
