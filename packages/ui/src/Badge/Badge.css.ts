import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A pill after a name on the same line (the SaaS marker of spec §4). */
export const badge = style({
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
