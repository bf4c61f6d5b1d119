import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100%',
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  width: '100%',
  maxWidth: '480px',
  justifySelf: 'center',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
