import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { vars } from '../theme.css';
import { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from './Skeleton';

/** One skeleton's props, plus the group's label (what screen readers hear). */
type SkeletonStoryArgs = SkeletonProps & Pick<SkeletonGroupProps, 'label'>;

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: 'full', height: 'medium' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'inline-radio', options: ['small', 'medium', 'large', 'full'] },
    height: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  // Alone a skeleton is mute; the group gives the area its one "Carregando…" status.
  render: ({ label, ...props }) => (
    <SkeletonGroup label={label}>
      <Skeleton {...props} />
    </SkeletonGroup>
  ),
} satisfies Meta<SkeletonStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph: the last line is shorter. Screen readers hear one "Carregando…". */
export const Text: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      globals.locale === 'es' ? 'Cargando…' : 'Carregando…',
    );
  },
};

/** A single line, e.g. a name. */
export const Line: Story = { args: { lines: 1, width: 'medium' } };

/** An image or a card. */
export const Rect: Story = { args: { shape: 'rect', width: 'large', height: 'medium' } };

/** An avatar, in the Avatar's sizes. */
export const Circle: Story = { args: { shape: 'circle', height: 'medium' } };

/** A list of users while it loads, told what is loading. */
export const UserList: Story = {
  args: { label: 'Carregando usuários…' },
  parameters: { localeArgs: { es: { label: 'Cargando usuarios…' } } },
  render: ({ label }) => (
    <SkeletonGroup label={label}>
      {[1, 2, 3].map((row) => (
        <div key={row} style={{ display: 'flex', alignItems: 'center', gap: vars.space.medium }}>
          <Skeleton shape="circle" height="small" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} width="large" />
          </div>
          <Skeleton shape="rect" height="small" width="small" />
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(String(args.label));
  },
};
