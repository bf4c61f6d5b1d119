import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.foreground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const alert = styleVariants({
  critical: [
    base,
    {
      borderColor: vars.color.critical,
      background: vars.color.criticalSurface,
    },
  ],
  caution: [base, { borderColor: vars.color.caution, background: vars.color.cautionSurface }],
  positive: [base, { borderColor: vars.color.positive, background: vars.color.surfaceRaised }],
  neutral: [base, { borderColor: vars.color.brand, background: vars.color.surfaceRaised }],
});

export const icon = styleVariants({
  critical: { color: vars.color.critical },
  caution: { color: vars.color.caution },
  positive: { color: vars.color.positive },
  neutral: { color: vars.color.brand },
});

export const iconSvg = style({
  display: 'block',
  // One line of text high, so the mark sits beside the title.
  width: `calc(${vars.fontSize.body} * ${vars.lineHeight.body})`,
  height: `calc(${vars.fontSize.body} * ${vars.lineHeight.body})`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.foreground,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The visible mark is small, the target is not.
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: `calc(${vars.space.small} * -1)`,
  marginLeft: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foreground,
  cursor: 'pointer',
  // The focus ring is the kit's global one (theme.css.ts).
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
