import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const group = style({
  display: 'grid',
  gap: vars.space.medium,
  border: 0,
  margin: 0,
  padding: 0,
  // A fieldset's default min-width is its content's: long labels would push past a phone's edge.
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.body,
});

export const fields = style({ display: 'grid', gap: vars.space.medium });

/** Side by side while each field keeps 15rem, one under the other on a phone. */
export const columns = style([
  fields,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))' },
]);
