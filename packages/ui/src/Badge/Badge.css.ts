import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A pill after a name on the same line (the SaaS marker of spec §4). */
export const brand = style({
  display: 'inline-block',
  marginInlineStart: vars.space.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brandStrong}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  verticalAlign: 'middle',
});

const toned = style({
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

/** A state in a tone (a subscription's, a user's), with its mark. */
export const tone = styleVariants({
  positive: [toned, { color: vars.color.positive, background: vars.color.surface }],
  caution: [toned, { color: vars.color.caution, background: vars.color.cautionSurface }],
  critical: [toned, { color: vars.color.critical, background: vars.color.criticalSurface }],
  neutral: [toned, { color: vars.color.foregroundMuted, background: vars.color.surfaceMuted }],
});

/** A small mark before the text, its shape differing by tone (the text still says it all). */
export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
