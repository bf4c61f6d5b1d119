import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { PurchaseRefusal } from './PurchaseRefusal';

const meta = {
  title: 'mf-checkout/Purchase/PurchaseRefusal',
  component: PurchaseRefusal,
  args: { reason: 'not-super-user', next: 'home' },
  ...checkoutPartStory('checkout', 'co@demo.com.br'),
} satisfies Meta<typeof PurchaseRefusal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colleague who is not the super user: the super user buys; home is the way forward. */
export const NotSuperUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: /^(Quem contrata é o superusuário|Quien contrata es el superusuario)$/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^(Ir para Minha conta|Ir a Mi cuenta)$/ }),
    ).toBeVisible();
  },
};

/** A paying customer on plan selection: it has a subscription; billing is the way forward. */
export const AlreadyPaying: Story = { args: { reason: 'already-paying', next: 'billing' } };

/** A colleague while the super user still sets the company up: sign in again later. */
export const SetUpBySuperUser: Story = {
  args: { reason: 'set-up-by-super-user', next: 'sign-in-again' },
};

/** A company that is not SaaS: its plan is agreed with the sales team. */
export const NotSaas: Story = { args: { reason: 'not-saas', next: 'home' } };
