import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.foreground,
});

export const illustration = style({
  display: 'flex',
  justifyContent: 'center',
  maxWidth: '100%',
  marginBottom: vars.space.small,
  color: vars.color.foregroundMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  margin: 0,
  maxWidth: `calc(${vars.size.contentMax} / 2)`,
  color: vars.color.foregroundMuted,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.medium,
});
