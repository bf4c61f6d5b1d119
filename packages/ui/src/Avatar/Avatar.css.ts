import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  userSelect: 'none',
});

/** Small is the header's avatar; the others are multiples of it, so all stay in proportion. */
export const avatar = styleVariants({
  small: [
    base,
    { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.fontSize.small },
  ],
  medium: [
    base,
    {
      width: `calc(${vars.size.avatar} * 2)`,
      height: `calc(${vars.size.avatar} * 2)`,
      fontSize: vars.fontSize.title,
    },
  ],
  large: [
    base,
    {
      width: `calc(${vars.size.avatar} * 3)`,
      height: `calc(${vars.size.avatar} * 3)`,
      fontSize: vars.fontSize.display,
    },
  ],
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: vars.color.surface,
});
