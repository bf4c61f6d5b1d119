import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100%',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
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
