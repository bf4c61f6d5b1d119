import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutStory } from '../../../testing/checkoutStory';
import PlanStep from './PlanStep';

const meta = {
  title: 'mf-checkout/Purchase/PlanStep',
  component: PlanStep,
  ...checkoutStory({ route: '/start', path: 'start', signedInAs: 'super.trial@demo.com.br' }),
} satisfies Meta<typeof PlanStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What /start shows a new account's owner first; their sign-up's plan arrives chosen. */
export const Default: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      db.users.find((user) => user.email === 'super.trial@demo.com.br')!.selectedPlans = ['adwl'];
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Advanced' })).toBeChecked();
  },
};
