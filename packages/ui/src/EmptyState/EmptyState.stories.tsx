import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const ILLUSTRATION = (
  <svg width="120" height="96" viewBox="0 0 120 96" fill="none">
    <rect
      x="12"
      y="14"
      width="96"
      height="68"
      rx="8"
      fill="#f3f5f8"
      stroke="#c9d1db"
      strokeWidth="2"
    />
    <circle cx="48" cy="42" r="12" stroke="#4a5563" strokeWidth="3" />
    <path d="M57 51l12 12" stroke="#4a5563" strokeWidth="3" strokeLinecap="round" />
    <path d="M76 34h18M76 46h12" stroke="#c9d1db" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhum usuário encontrado',
    description: 'Revise o nome ou o e-mail buscado.',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Ningún usuario encontrado',
        description: 'Revise el nombre o el e-mail buscado.',
      },
    },
  },
  argTypes: { action: { control: false }, illustration: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: args.title }),
    ).toBeInTheDocument();
  },
};

/** With a decorative picture (hidden from assistive tech). */
export const WithIllustration: Story = { args: { illustration: ILLUSTRATION } };

/** With what to do next. */
export const WithAction: Story = {
  args: {
    title: 'Nenhum cupom cadastrado',
    description: 'Crie um cupom de desconto para oferecer aos seus clientes.',
    illustration: ILLUSTRATION,
    action: <Button onClick={fn()}>Criar cupom</Button>,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Ningún cupón registrado',
        description: 'Cree un cupón de descuento para ofrecer a sus clientes.',
        action: <Button onClick={fn()}>Crear cupón</Button>,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
