import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const paddingX = styleVariants(vars.space, (space) => ({ paddingInline: space }));
export const paddingY = styleVariants(vars.space, (space) => ({ paddingBlock: space }));

export const background = styleVariants({
  surfaceMuted: { background: vars.color.surfaceMuted },
  surfaceRaised: { background: vars.color.surfaceRaised },
});

export const border = style({ border: `1px solid ${vars.color.border}` });

export const radius = styleVariants({
  small: { borderRadius: vars.radius.small },
  medium: { borderRadius: vars.radius.medium },
});

/** In a row (`Inline`): takes the room left, starting from a field's width, wrapping below it. */
export const grow = style({ flex: `1 1 ${vars.size.fieldMin}`, minWidth: 0 });

/** What is shown while its next version loads: still readable, visibly not the answer yet. */
export const dimmed = style({ opacity: 0.6, transition: 'opacity 150ms' });
