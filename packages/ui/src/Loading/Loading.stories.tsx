import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Loading } from './Loading';

const meta = {
  title: 'UI/Loading',
  component: Loading,
  args: { label: 'Carregando…' },
  parameters: { localeArgs: { es: { label: 'Cargando…' } } },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced politely to screen readers through its status role. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.label);
  },
};

export const LongLabel: Story = {
  args: { label: 'Carregando suas cobranças dos últimos 12 meses…' },
  parameters: { localeArgs: { es: { label: 'Cargando tus cobros de los últimos 12 meses…' } } },
};
