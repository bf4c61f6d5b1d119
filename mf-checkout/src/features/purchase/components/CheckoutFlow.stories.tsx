import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { CheckoutFlow } from './CheckoutFlow';

const story = checkoutPartStory('start', 'super.trial@demo.com.br');

const meta = {
  title: 'mf-checkout/Purchase/CheckoutFlow',
  component: CheckoutFlow,
  args: { title: 'Contratar plano' },
  ...story,
  parameters: { ...story.parameters, localeArgs: { es: { title: 'Contratar plan' } } },
} satisfies Meta<typeof CheckoutFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step, the plan, beside the order summary; the steps above. */
export const PlanFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('complementary')).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio').length).toBeGreaterThan(0);
  },
};

/** With cancel checkout, as offered while onboarding is unfinished. */
export const WithCancel: Story = { args: { onCancel: fn() } };

/** On a phone: the summary is a bar at the bottom of the screen. */
export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
