import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { List } from './List';

const meta = {
  title: 'UI/List',
  component: List,
  args: {
    children: (
      <>
        <li>Advanced</li>
        <li>Advanced + Canal de denúncias web</li>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <li>Advanced</li>
            <li>Advanced + Canal de denuncias web</li>
          </>
        ),
      },
    },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans a sign-up link chose, one per line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
