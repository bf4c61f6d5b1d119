import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastOptions, type ToastProviderProps } from './Toast';

type ToastStoryArgs = Omit<ToastProviderProps, 'children'> &
  ToastOptions & { readonly triggerLabel: string };

function Trigger({ triggerLabel, title, description, tone }: ToastStoryArgs) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title, description, tone })}>{triggerLabel}</Button>;
}

const meta = {
  title: 'UI/Toast',
  // No `component`: the story's args mix the provider's props with one toast's options.
  args: {
    closeLabel: 'Fechar',
    regionLabel: 'Notificações',
    triggerLabel: 'Salvar perfil',
    title: 'Perfil salvo',
    description: 'Seus dados foram atualizados.',
    tone: 'positive',
  },
  parameters: {
    localeArgs: {
      es: {
        closeLabel: 'Cerrar',
        regionLabel: 'Notificaciones',
        triggerLabel: 'Guardar perfil',
        title: 'Perfil guardado',
        description: 'Sus datos fueron actualizados.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: ['positive', 'critical', 'neutral'] } },
  render: (args) => (
    <ToastProvider closeLabel={args.closeLabel} regionLabel={args.regionLabel}>
      <Trigger {...args} />
    </ToastProvider>
  ),
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shown until something raises a toast. */
export const Default: Story = {};

/** Raised by a click; it leaves by itself after 4000 ms (paused while hovered or focused). */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
    const page = within(canvasElement.ownerDocument.body);
    // The toast renders after the click's update: wait for it rather than look at once.
    await expect(
      await within(page.getByRole('region', { name: args.regionLabel })).findByText(args.title),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: {
    tone: 'critical',
    triggerLabel: 'Enviar código',
    title: 'Não foi possível enviar o código',
    description: 'Tente novamente em alguns minutos.',
  },
  parameters: {
    localeArgs: {
      es: {
        closeLabel: 'Cerrar',
        regionLabel: 'Notificaciones',
        triggerLabel: 'Enviar código',
        title: 'No fue posible enviar el código',
        description: 'Inténtelo de nuevo en unos minutos.',
      },
    },
  },
  play: Success.play,
};

export const Neutral: Story = {
  args: {
    tone: 'neutral',
    triggerLabel: 'Sair',
    title: 'Sessão encerrada',
    description: undefined,
  },
  parameters: {
    localeArgs: {
      es: {
        closeLabel: 'Cerrar',
        regionLabel: 'Notificaciones',
        triggerLabel: 'Salir',
        title: 'Sesión cerrada',
      },
    },
  },
  play: Success.play,
};
