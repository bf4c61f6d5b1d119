import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import * as menu from '../Menu/menu.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const content = style([menu.content, { minWidth: '200px' }]);
export const { item, separator } = menu;

export const radioItem = style([item, { paddingLeft: vars.space.xlarge, position: 'relative' }]);

export const indicator = style({
  position: 'absolute',
  left: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
});

export const label = style({
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.foregroundMuted,
});
