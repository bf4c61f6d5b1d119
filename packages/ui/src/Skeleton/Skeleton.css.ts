import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

const block = style({
  display: 'block',
  maxWidth: '100%',
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Widths of text lines and boxes: a word or button, a name, a sentence, the whole row. */
export const width = styleVariants({
  small: { width: `calc(${vars.size.touchTarget} * 2)` },
  medium: { width: `calc(${vars.size.touchTarget} * 5)` },
  large: { width: `calc(${vars.size.contentMax} / 3)` },
  full: { width: '100%' },
});

/** Heights of boxes: a field or button, an image, a card or chart. */
export const rect = styleVariants({
  small: [block, { height: vars.size.touchTarget, borderRadius: vars.radius.medium }],
  medium: [
    block,
    { height: `calc(${vars.size.touchTarget} * 3)`, borderRadius: vars.radius.medium },
  ],
  large: [block, { height: `calc(${vars.size.touchTarget} * 6)`, borderRadius: vars.radius.large }],
});

/** Diameters of circles: the Avatar's sizes, so a loading avatar does not jump. */
const round = style([block, { flexShrink: 0, borderRadius: vars.radius.round }]);

export const circle = styleVariants({
  small: [round, { width: vars.size.avatar, height: vars.size.avatar }],
  medium: [
    round,
    { width: `calc(${vars.size.avatar} * 2)`, height: `calc(${vars.size.avatar} * 2)` },
  ],
  large: [
    round,
    { width: `calc(${vars.size.avatar} * 3)`, height: `calc(${vars.size.avatar} * 3)` },
  ],
});

/** Lines of body text: as tall as the font, spaced as its line height would space them. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${vars.fontSize.body} * (${vars.lineHeight.body} - 1))`,
  paddingBlock: `calc(${vars.fontSize.body} * (${vars.lineHeight.body} - 1) / 2)`,
  maxWidth: '100%',
});

export const line = style([
  block,
  {
    width: '100%',
    height: vars.fontSize.body,
    borderRadius: vars.radius.small,
    selectors: {
      // A paragraph's last line is shorter.
      '&:last-child:not(:first-child)': { width: `calc(100% - ${vars.space.xlarge} * 2)` },
    },
  },
]);

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
