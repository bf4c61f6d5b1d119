import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// Brand at the start, the actions (plans, language, profile) at the end, on one line where they
// fit. On a phone the gaps and side padding tighten and the profile menu shows only its avatar
// (see ProfileMenu), so brand + "PT | ES" + avatar fit 320px; where the actions hold more (the
// "Planos" link of an account that may buy) or the text is larger, the actions go under the
// brand, at the end, rather than cutting the brand. The brand is cut (ellipsis) only when it
// alone does not fit the line.
export const header = style({
  minHeight: vars.size.headerHeight,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `0 ${vars.space.gutter}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.narrow]: {
      flexWrap: 'wrap',
      gap: vars.space.small,
      padding: `${vars.space.xsmall} ${vars.space.medium}`,
    },
  },
});

export const brand = style({
  flexShrink: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [media.narrow]: {
      flexShrink: 1,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.gutter,
  // The landmark is focused by script (the skip link, a page that moves focus to its content),
  // never by Tab: a ring around the whole page would point at nothing the user can act on.
  selectors: { '&:focus-visible': { outline: 'none' } },
  // On a phone the footer starts below the first screen: a page whose content arrives after the
  // frame (a remote's page, its reads) would otherwise push a footer the visitor already sees
  // down the screen (a layout shift of about 0.2 at 320 px).
  '@media': { [media.narrow]: { minHeight: '100vh' } },
});

// Side by side (wrapping) from a tablet up; on a phone the two groups, and the parts of each,
// stack one under another, and a long e-mail address breaks rather than widening the page.
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
  overflowWrap: 'anywhere',
  '@media': {
    [media.narrow]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.small,
      padding: `${vars.space.medium} ${vars.space.medium}`,
    },
  },
});

export const footerGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
  minWidth: 0,
  '@media': {
    [media.narrow]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.xsmall,
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.color.surface,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

// May shrink (the profile trigger's names are cut with an ellipsis first), never wraps; at the
// end of its line, the brand's or its own.
export const headerActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
  marginInlineStart: 'auto',
  '@media': { [media.narrow]: { flexShrink: 0, gap: vars.space.small } },
});
