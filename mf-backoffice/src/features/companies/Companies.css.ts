import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui';

/** Search fields and the filter menu: side by side when there is room, stacked on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 });

/** The SaaS marker of spec §4: a pill beside the company's name. */
export const saasMark = style({
  display: 'inline-block',
  marginInlineStart: vars.space.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brandStrong}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  verticalAlign: 'middle',
});

/** The list shown while the next page loads: still readable, visibly not the answer yet. */
export const stale = style({ opacity: 0.6, transition: 'opacity 150ms' });

export const nowrap = style({ whiteSpace: 'nowrap' });
