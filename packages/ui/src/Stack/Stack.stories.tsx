import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from './Stack';

const SPACES = ['xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'gutter'] as const;

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    gap: 'medium',
    children: (
      <>
        <Alert tone="caution" title="Seu período de teste termina em 3 dias" />
        <Alert tone="neutral" title="Há uma nova versão dos termos de uso" />
        <EmptyState title="Nenhuma notificação" description="Tudo em dia por aqui." />
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <Alert tone="caution" title="Su período de prueba termina en 3 días" />
            <Alert tone="neutral" title="Hay una nueva versión de los términos de uso" />
            <EmptyState title="Ninguna notificación" description="Todo al día por aquí." />
          </>
        ),
      },
    },
  },
  argTypes: {
    gap: { control: 'select', options: SPACES },
    as: { control: 'select', options: ['div', 'section', 'article', 'ul', 'ol'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocks of a page, one under another with the same space between them. */
export const Default: Story = {};

export const LargeGap: Story = { args: { gap: 'xlarge' } };

/** A list of items: the stack is the `ul`, and the bullets go. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'small',
    children: (
      <>
        <li>Dados da empresa</li>
        <li>Meus dados</li>
        <li>Alterar senha</li>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <li>Datos de la empresa</li>
            <li>Mis datos</li>
            <li>Cambiar contraseña</li>
          </>
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
