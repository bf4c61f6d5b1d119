import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The pagination's own box: its width decides whether the page numbers show. */
const paginationBox = createContainer('pagination');

/**
 * Below this width the page numbers (at most seven, with previous and next nine 44px buttons,
 * 428px) no longer fit on one line: only "Página 2 de 5" with previous and next stay, about
 * 220px, so the pagination fits a 280px box. A dialog on a desk (464px inside) keeps them.
 */
const COMPACT = `${paginationBox} (width < 27em)`;

export const nav = style({
  // Size containment: the width comes from where it is placed, never from the buttons.
  containerType: 'inline-size',
  containerName: paginationBox,
  width: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const summary = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.brand,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    // Stays focusable at the ends, so focus is not lost when the last page is reached.
    '&[aria-disabled="true"]': {
      color: vars.color.foregroundMuted,
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({ width: vars.space.medium, height: vars.space.medium });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.space.large,
  color: vars.color.foregroundMuted,
});

/** A page number or a gap: left out where the box is narrow, previous and next remain. */
export const pageItem = style({
  '@container': { [COMPACT]: { display: 'none' } },
});
