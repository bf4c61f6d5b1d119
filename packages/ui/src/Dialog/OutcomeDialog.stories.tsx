import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { OutcomeDialog } from './OutcomeDialog';

const meta = {
  title: 'UI/OutcomeDialog',
  component: OutcomeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'loading',
    title: 'Processando pagamento',
    description: 'Não feche esta janela.',
  },
  parameters: {
    localeArgs: {
      es: { title: 'Procesando pago', description: 'No cierre esta ventana.' },
    },
  },
  argTypes: { status: { control: 'inline-radio' }, actions: { control: false } },
} satisfies Meta<typeof OutcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: no actions, Escape and clicks outside are ignored. */
export const Loading: Story = {};

export const Success: Story = {
  args: {
    status: 'success',
    title: 'Pagamento aprovado',
    description: 'Sua assinatura já está ativa.',
    actions: <Button>Ver assinatura</Button>,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Pago aprobado',
        description: 'Su suscripción ya está activa.',
        actions: <Button>Ver suscripción</Button>,
      },
    },
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    title: 'Pagamento recusado',
    description: 'Confira os dados do cartão ou use outro.',
    actions: (
      <>
        <Button tone="ghost">Fechar</Button>
        <Button>Tentar novamente</Button>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Pago rechazado',
        description: 'Revise los datos de la tarjeta o use otra.',
        actions: (
          <>
            <Button tone="ghost">Cerrar</Button>
            <Button>Intentar de nuevo</Button>
          </>
        ),
      },
    },
  },
};
