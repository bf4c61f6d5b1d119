import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { TextDisclosure } from './Disclosure';

const meta = {
  title: 'UI/TextDisclosure',
  component: TextDisclosure,
  args: {
    summary: 'Detalhes técnicos',
    text: 'GET /api/charges → 503 Service Unavailable\nrequest-id: 5f2c-91',
  },
  parameters: { localeArgs: { es: { summary: 'Detalles técnicos' } } },
} satisfies Meta<typeof TextDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('summary')).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const details = canvasElement.querySelector('details');
    await userEvent.click(within(canvasElement).getByText(String(args.summary)));
    await expect(details).toHaveAttribute('open');
  },
};

export const Empty: Story = { args: { text: '' } };
