import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import * as menu from '../Menu/menu.css';
import { media } from '../breakpoints';

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
  textAlign: 'start',
  // Long names are cut with an ellipsis rather than pushing the header past the screen.
  minWidth: 0,
  maxWidth: '100%',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted } },
  // On a phone the trigger is the avatar alone (its accessible name keeps name and company).
  '@media': { [media.narrow]: { padding: vars.space.xsmall } },
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

// The name and company beside the avatar from a tablet up; on a phone they move into the menu.
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.heading,
  '@media': { [media.narrow]: { display: 'none' } },
});
const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const name = style([oneLine, { fontWeight: vars.fontWeight.strong }]);
export const company = style([
  oneLine,
  { fontSize: vars.fontSize.small, color: vars.color.foregroundMuted },
]);

// At the top of the opened menu, on a phone only (elsewhere the trigger shows them). Long names
// wrap here: the menu is as wide as the screen allows.
export const identity = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  '@media': { [media.narrow]: { display: 'flex' } },
});
export const identityName = style({ fontWeight: vars.fontWeight.strong });
export const identityCompany = style({
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});
export const identitySeparator = style([
  menu.separator,
  { display: 'none', '@media': { [media.narrow]: { display: 'block' } } },
]);

export const content = style([menu.content, { minWidth: 'min(240px, calc(100vw - 16px))' }]);
export const { item, separator } = menu;
