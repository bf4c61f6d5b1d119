import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.xsmall,
});

const previewBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  // The Avatar's large size, so the preview matches what the portal will show.
  width: `calc(${vars.size.avatar} * 3)`,
  height: `calc(${vars.size.avatar} * 3)`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.foregroundMuted,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { filter: 'grayscale(100%)' },
  },
});

/** Round for a person's photo, square for a company's logo. */
export const preview = styleVariants({
  round: [previewBase, { borderRadius: vars.radius.round }],
  square: [previewBase, { borderRadius: vars.radius.medium, background: vars.color.surface }],
});

export const image = styleVariants({
  // A photo fills the circle; a logo is shown whole.
  round: { width: '100%', height: '100%', objectFit: 'cover' },
  square: { width: '100%', height: '100%', objectFit: 'contain' },
});

export const placeholder = style({
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
