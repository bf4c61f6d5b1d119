import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Trocar de plano?',
    description: 'A diferença é cobrada proporcionalmente na próxima fatura.',
    confirmLabel: 'Trocar plano',
    cancelLabel: 'Voltar',
    tone: 'brand',
  },
  parameters: {
    localeArgs: {
      es: {
        title: '¿Cambiar de plan?',
        description: 'La diferencia se cobra proporcionalmente en la próxima factura.',
        confirmLabel: 'Cambiar plan',
        cancelLabel: 'Volver',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: args.confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Destructive: the confirm button takes the critical tone. */
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Cancelar assinatura?',
    description: 'O acesso continua até o fim do período já pago.',
    confirmLabel: 'Cancelar assinatura',
  },
  parameters: {
    localeArgs: {
      es: {
        title: '¿Cancelar suscripción?',
        description: 'El acceso continúa hasta el final del período ya pagado.',
        confirmLabel: 'Cancelar suscripción',
        cancelLabel: 'Volver',
      },
    },
  },
};

/** The confirmed work is running: repeated confirms are ignored and the dialog stays open. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Trocando plano…' },
  parameters: {
    localeArgs: {
      es: {
        title: '¿Cambiar de plan?',
        description: 'La diferencia se cobra proporcionalmente en la próxima factura.',
        confirmLabel: 'Cambiar plan',
        cancelLabel: 'Volver',
        busyLabel: 'Cambiando plan…',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('button', { name: args.busyLabel });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * onConfirm returns a promise: the dialog is busy by itself until it settles (here 1 s), and a
 * second confirm is ignored.
 */
export const ConfirmReturnsPromise: Story = {
  args: {
    busyLabel: 'Trocando plano…',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1000))),
  },
  parameters: {
    localeArgs: {
      es: {
        title: '¿Cambiar de plan?',
        description: 'La diferencia se cobra proporcionalmente en la próxima factura.',
        confirmLabel: 'Cambiar plan',
        cancelLabel: 'Volver',
        busyLabel: 'Cambiando plan…',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: args.confirmLabel }));
    const confirm = await page.findByRole('button', { name: args.busyLabel });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page.getByRole('button', { name: args.cancelLabel })).toBeDisabled();
    // Once the work is done, the dialog can be closed again.
    await expect(
      await page.findByRole('button', { name: args.confirmLabel }, { timeout: 3000 }),
    ).toBeEnabled();
    await expect(page.getByRole('button', { name: args.cancelLabel })).toBeEnabled();
  },
};
