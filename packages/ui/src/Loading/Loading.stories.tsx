import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Loading } from './Loading';

const meta = {
  title: 'UI/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's own text, in the toolbar's language; announced politely through its status role. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      globals.locale === 'es' ? 'Cargando…' : 'Carregando…',
    );
  },
};

/** Told what is loading. */
export const WithLabel: Story = {
  args: { label: 'Carregando suas cobranças dos últimos 12 meses…' },
  parameters: { localeArgs: { es: { label: 'Cargando tus cobros de los últimos 12 meses…' } } },
};
