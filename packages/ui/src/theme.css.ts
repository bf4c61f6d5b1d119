import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/** Meaning-based tokens: components and remotes style through these, never raw values. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    border: null,
    foreground: null,
    foregroundMuted: null,
    critical: null,
    criticalSurface: null,
    caution: null,
    cautionSurface: null,
    positive: null,
    focus: null,
  },
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    gutter: null,
  },
  font: { body: null, mono: null },
  fontSize: { small: null, body: null, large: null, title: null, display: null },
  fontWeight: { regular: null, strong: null },
  lineHeight: { body: null, heading: null },
  radius: { small: null, medium: null, large: null, round: null },
  elevation: { none: null, raised: null, overlay: null },
  size: {
    headerHeight: null,
    contentMax: null,
    touchTarget: null,
    avatar: null,
    /** The form column of a split page (the sign-in pages). */
    formMax: null,
    /** The sidebar of a sidebar page (the back-office). */
    sidebar: null,
    /** The narrowest a tile of `Tiles` gets before the row holds one less. */
    tileMin: null,
    /** The width a growing box of a row (a search field) starts from before it wraps. */
    fieldMin: null,
    choiceCardMin: null,
    sheetAside: null,
    /** The width a bottom sheet's action starts from on the bar's row before it wraps. */
    sheetActionMin: null,
  },
});

/**
 * The keyboard focus ring, the kit's one: the page default below, and the rules a component
 * repeats where its own `:focus-visible` style would otherwise win over it.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the box, where its edge would be cut (a tab, a whole card). */
export const focusRingInset = { outline: focusRing.outline, outlineOffset: '-3px' } as const;

createGlobalTheme(':root', vars, {
  color: {
    brand: '#0b5cad',
    brandStrong: '#084887',
    onBrand: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f5f8',
    surfaceRaised: '#ffffff',
    border: '#c9d1db',
    foreground: '#1b1f24',
    foregroundMuted: '#4a5563',
    critical: '#b3261e',
    criticalSurface: '#fdecea',
    caution: '#8a5300',
    cautionSurface: '#fff4e0',
    positive: '#1e7a3c',
    focus: '#f5a300',
  },
  space: {
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '40px',
    gutter: '20px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    title: '1.5rem',
    display: '2rem',
  },
  fontWeight: { regular: '400', strong: '600' },
  lineHeight: { body: '1.5', heading: '1.25' },
  radius: { small: '4px', medium: '8px', large: '16px', round: '999px' },
  elevation: {
    none: 'none',
    raised: '0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.08)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  size: {
    headerHeight: '64px',
    contentMax: '1200px',
    touchTarget: '44px',
    avatar: '36px',
    formMax: '480px',
    sidebar: '14rem',
    tileMin: '16rem',
    fieldMin: '14rem',
    // The narrowest a choice card keeps before the cards stack (ChoiceCardList).
    choiceCardMin: '14rem',
    // A sheet's width beside the page's content on a desk (SheetLayout).
    sheetAside: '20rem',
    sheetActionMin: '8rem',
  },
});

// Page defaults, emitted with the tokens: every component styles through `vars`, so whatever
// part of the kit an app uses brings these along (the kit's barrel stays free of side effects
// and tree-shakes per page).
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foreground,
  background: vars.color.surfaceMuted,
});
globalStyle(':focus-visible', focusRing);
globalStyle('a', { color: vars.color.brandStrong });
