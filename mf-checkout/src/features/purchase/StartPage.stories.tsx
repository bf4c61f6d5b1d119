import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutStory } from '../../testing/checkoutStory';
import StartPage from './StartPage';

const meta = {
  title: 'mf-checkout/Purchase/StartPage',
  component: StartPage,
  ...checkoutStory({ route: '/start', path: 'start', signedInAs: 'super.trial@demo.com.br' }),
} satisfies Meta<typeof StartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account's owner: the plan step first. */
export const PlanChoice: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Advanced' }),
    ).toBeVisible();
  },
};

/** A paid plan chosen and onboarding done: the checkout, beside its summary. */
export const Checkout: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      const user = db.users.find((record) => record.email === 'super.trial@demo.com.br');
      if (user)
        Object.assign(user, {
          finishedPlanChoice: true,
          choosedPlan: 'paid',
          finishedOnboarding: 'true',
          selectedPlans: ['adw'],
        });
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toBeInTheDocument();
  },
};
