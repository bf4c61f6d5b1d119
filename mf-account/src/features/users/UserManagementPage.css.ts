import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

export const page = style({ display: 'grid', gap: vars.space.large });

/** The page's own actions, under its title. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const tab = style({ display: 'grid', gap: vars.space.medium });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** A dialog's form: its fields, then its buttons in a row at the end. */
export const form = style({ display: 'grid', gap: vars.space.medium });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});
