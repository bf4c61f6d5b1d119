import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { CheckoutStep } from './CheckoutStep';

const story = checkoutPartStory('start', 'super.trial@demo.com.br');

const meta = {
  title: 'mf-checkout/Purchase/CheckoutStep',
  component: CheckoutStep,
  args: { title: 'Contratar plano', onRestart: fn() },
  ...story,
  parameters: { ...story.parameters, localeArgs: { es: { title: 'Contratar plan' } } },
} satisfies Meta<typeof CheckoutStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout step of /start: the four steps beside the order summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toBeInTheDocument();
  },
};

/** A paid plan chosen without a trial, nothing paid: cancel checkout asks before going back. */
export const CancelAsksFirst: Story = {
  parameters: {
    ...story.parameters,
    ...pageParameters({
      arrange: (db) => {
        const owner = db.users.find((user) => user.email === 'super.trial@demo.com.br')!;
        Object.assign(owner, {
          finishedPlanChoice: true,
          choosedPlan: 'paid',
          finishedOnboarding: 'true',
          finishedCheckout: false,
          selectedPlans: ['ad'],
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', {
      name: /^(Cancelar checkout|Cancelar la compra)$/,
    });
    cancel.click();
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: /^(Cancelar a compra\?|¿Cancelar la compra\?)$/ }),
    ).toBeVisible();
  },
};
