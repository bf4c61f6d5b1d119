import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const disclosure = style({ margin: `0 0 ${vars.space.large}`, textAlign: 'left' });

export const summary = style({
  cursor: 'pointer',
  textAlign: 'center',
  color: vars.color.brandStrong,
});

export const text = style({
  margin: `${vars.space.small} 0 0`,
  padding: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
