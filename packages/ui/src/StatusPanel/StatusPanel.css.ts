import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const panel = style({
  maxWidth: '640px',
  margin: `${vars.space.xlarge} auto`,
  padding: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.raised,
  textAlign: 'center',
});

export const mark = styleVariants({
  neutral: { color: vars.color.brandStrong },
  critical: { color: vars.color.critical },
  caution: { color: vars.color.caution },
});

export const markBase = style({
  display: 'block',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  marginBottom: vars.space.small,
});

export const title = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.title,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: `0 0 ${vars.space.large}`,
  color: vars.color.foregroundMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'center',
});

export const footnote = style({
  marginTop: vars.space.large,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});
