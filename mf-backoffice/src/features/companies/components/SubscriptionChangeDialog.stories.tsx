import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { SubscriptionChangeDialog } from './SubscriptionChangeDialog';

const meta = {
  title: 'mf-backoffice/Companies/SubscriptionChangeDialog',
  component: SubscriptionChangeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    change: 'cancel',
    planName: 'Advanced + Canal Web',
    companyName: 'Horizonte Serviços Ltda',
    onConfirm: fn(async () => undefined),
  },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof SubscriptionChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Cancelling, in the critical tone: the subscription stops being charged. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogNamed(canvasElement, /^(Cancelar a assinatura\?|¿Cancelar la suscripción\?)$/),
    );
    await expect(
      dialog.getByRole('button', { name: /^(Cancelar assinatura|Cancelar suscripción)$/ }),
    ).toBeEnabled();
  },
};

/** Reactivating: the subscription is charged again. */
export const Reactivate: Story = {
  args: { change: 'reactivate' },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogNamed(canvasElement, /^(Reativar a assinatura\?|¿Reactivar la suscripción\?)$/),
    );
    await expect(
      dialog.getByRole('button', { name: /^(Reativar assinatura|Reactivar suscripción)$/ }),
    ).toBeEnabled();
  },
};
