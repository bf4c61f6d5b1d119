import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (abre em uma nova aba)' },
  parameters: { localeArgs: { es: { children: ' (se abre en una nueva pestaña)' } } },
  decorators: [
    (Story) => (
      <p>
        Ver boleto
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only "Ver boleto" shows; a screen reader also hears that it opens a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/nova aba|nueva pestaña/)).toBeInTheDocument();
  },
};
