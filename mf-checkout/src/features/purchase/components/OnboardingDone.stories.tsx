import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { OnboardingDone } from './OnboardingDone';

const meta = {
  title: 'mf-checkout/Purchase/OnboardingDone',
  component: OnboardingDone,
  args: { createdOfficers: true, purchaserOnly: false, onEnter: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof OnboardingDone>;

export default meta;
type Story = StoryObj<typeof meta>;

const ENTER = /^(Ir para a plataforma|Ir a la plataforma)$/;

/** Officers created: they get their access by e-mail; the button leads to the platform. */
export const OfficersCreated: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ENTER }));
    await expect(args.onEnter).toHaveBeenCalled();
  },
};

/** A CEO e CO: nobody created. */
export const CeoAndCo: Story = { args: { createdOfficers: false } };

/** A CFO: reminded that the platform's content is the officers'. */
export const Purchaser: Story = { args: { purchaserOnly: true } };
