import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'Sua empresa' },
  parameters: { localeArgs: { es: { children: 'Tu empresa' } } },
  argTypes: { level: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section under the page's h1. */
export const Default: Story = {};

/** Inside another section. */
export const Level3: Story = { args: { level: 3 } };

/** A wizard's step: focused by script on a step change, with the kit's ring from the keyboard. */
export const Focusable: Story = {
  args: { tabIndex: -1 },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};
