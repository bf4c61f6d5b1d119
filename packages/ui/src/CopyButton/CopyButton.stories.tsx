import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COPY_STEP_MS, CopyButton } from './CopyButton';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: {
    text: () => 'Mensagem: erro inesperado\nRelatório: 8f2c1a',
    labels: { idle: 'Copiar detalhes', copying: 'Copiando...', copied: 'Copiado' },
  },
  parameters: {
    localeArgs: {
      es: { labels: { idle: 'Copiar detalles', copying: 'Copiando...', copied: 'Copiado' } },
    },
  },
  argTypes: { text: { control: false } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Click: Copiando... then Copiado, 500 ms each, then back. */
export const Copying: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveTextContent(args.labels.copying);
    await waitFor(() => expect(button).toHaveTextContent(args.labels.copied), {
      timeout: COPY_STEP_MS * 3,
    });
  },
};
