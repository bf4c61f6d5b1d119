import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { onPage } from '@portal/testing/page-story';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { ContactExperts } from './ContactExperts';

const meta = {
  title: 'mf-checkout/Purchase/ContactExperts',
  component: ContactExperts,
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof ContactExperts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Larger companies: an e-mail to the support address of the runtime config. */
export const Default: Story = {
  play: onPage(async (page) => {
    await expect(page.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  }),
};
