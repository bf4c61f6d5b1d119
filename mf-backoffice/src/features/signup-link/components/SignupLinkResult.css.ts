import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

/**
 * The link itself: selectable text on a muted surface, free to break anywhere (a URL has few
 * spaces), so a long link wraps at 320 px instead of widening the page.
 */
export const link = style({
  display: 'block',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
