import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Meus dados', description: 'Confira e atualize os dados da sua conta.' },
  parameters: {
    localeArgs: {
      es: { title: 'Mis datos', description: 'Revisa y actualiza los datos de tu cuenta.' },
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      String(args.title),
    );
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
