import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const form = style({ display: 'grid', gap: vars.space.xlarge, maxWidth: '48rem' });

export const section = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxsmall });

export const factName = style({ color: vars.color.foregroundMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

/** The password change: a group inside "Meus dados", titled by its legend. */
export const passwordGroup = style({
  display: 'grid',
  gap: vars.space.medium,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const passwordLegend = style({
  padding: 0,
  marginBottom: vars.space.medium,
  fontWeight: 600,
  fontSize: vars.fontSize.body,
});

export const passwords = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.medium,
  justifyContent: 'flex-end',
});
