import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import * as menu from '../Menu/menu.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted } },
});

export const avatar = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.strong,
  overflow: 'hidden',
  flexShrink: 0,
  selectors: { '&[data-initials]::before': { content: 'attr(data-initials)' } },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.heading,
});
export const name = style({ fontWeight: vars.fontWeight.strong });
export const company = style({ fontSize: vars.fontSize.small, color: vars.color.foregroundMuted });

export const content = style([menu.content, { minWidth: '240px' }]);
export const { item, separator } = menu;
