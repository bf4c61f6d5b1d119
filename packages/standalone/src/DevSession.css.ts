import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const input = style({
  font: 'inherit',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  minWidth: 0,
});

export const error = style({ color: vars.color.critical });
