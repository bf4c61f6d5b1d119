// The look every dropdown menu of the kit shares (ProfileMenu, ActionMenu, ChoiceMenu): the
// floating list, its items and separators.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const content = style({
  // Never wider than a phone's screen, never taller than the room below or above the trigger.
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.overlay,
  border: `1px solid ${vars.color.border}`,
  zIndex: 20,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.foreground,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.foregroundMuted, cursor: 'default' },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
});
