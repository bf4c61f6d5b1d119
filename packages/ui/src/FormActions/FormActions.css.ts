import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

// The same row as a Dialog's own actions, so a form inside a dialog ends like any other dialog.
export const actions = styleVariants({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.small,
    paddingTop: vars.space.small,
  },
  stacked: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    paddingTop: vars.space.small,
  },
});
