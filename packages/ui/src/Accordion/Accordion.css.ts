import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.small} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.space.small,
  height: vars.space.small,
  borderRight: `2px solid ${vars.color.foregroundMuted}`,
  borderBottom: `2px solid ${vars.color.foregroundMuted}`,
  transform: 'rotate(45deg)',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(-135deg)' } },
});

export const content = style({
  paddingBottom: vars.space.medium,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foregroundMuted,
});
