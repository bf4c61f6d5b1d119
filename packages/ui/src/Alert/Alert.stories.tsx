import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, type AlertProps } from './Alert';

/** Keeps the alert until its close button is pressed, as a page would. */
function Dismissible(args: AlertProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      {...args}
      onDismiss={() => {
        args.onDismiss?.();
        setShown(false);
      }}
    />
  ) : null;
}

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'neutral',
    title: 'Seu período de teste termina em 5 dias',
    description: 'Escolha um plano para continuar usando a plataforma.',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Su período de prueba termina en 5 días',
        description: 'Elija un plan para seguir usando la plataforma.',
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['critical', 'caution', 'positive', 'neutral'] },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notice: announced politely (role="status"). */
export const Neutral: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.title);
  },
};

/** Blocks the task: announced at once (role="alert"). */
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Erro ao buscar usuários',
    description: 'Não foi possível carregar a lista. Tente novamente em alguns minutos.',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Error al buscar usuarios',
        description: 'No fue posible cargar la lista. Inténtelo de nuevo en unos minutos.',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.title);
  },
};

/** The warning shown to cfo users on the home page. */
export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'Seu perfil não tem acesso aos módulos',
    description: 'Peça ao CEO ou ao CO da empresa para acessar a plataforma.',
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Su perfil no tiene acceso a los módulos',
        description: 'Pida al CEO o al CO de la empresa que acceda a la plataforma.',
      },
    },
  },
};

export const Positive: Story = {
  args: {
    tone: 'positive',
    title: 'Pagamento recebido',
    description: 'Sua assinatura está ativa.',
  },
  parameters: {
    localeArgs: {
      es: { title: 'Pago recibido', description: 'Su suscripción está activa.' },
    },
  },
};

/** Without a description. */
export const TitleOnly: Story = { args: { description: undefined } };

/** With an action that resolves it. */
export const WithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Erro ao buscar usuários',
    description: undefined,
    action: <Button tone="secondary">Tentar novamente</Button>,
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Error al buscar usuarios',
        description: undefined,
        action: <Button tone="secondary">Intentar de nuevo</Button>,
      },
    },
  },
};

/** The close button ("Fechar" / "Cerrar", from the kit's catalog) removes it. */
export const Dismiss: Story = {
  args: { onDismiss: fn() },
  render: (args) => <Dismissible {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', {
      name: globals.locale === 'es' ? 'Cerrar' : 'Fechar',
    });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
