import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  positive: [base, { color: vars.color.positive, background: vars.color.surface }],
  caution: [base, { color: vars.color.caution, background: vars.color.cautionSurface }],
  critical: [base, { color: vars.color.critical, background: vars.color.criticalSurface }],
  neutral: [base, { color: vars.color.foregroundMuted, background: vars.color.surfaceMuted }],
});

/** A small mark before the text, its shape differing by tone (the text still says it all). */
export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
