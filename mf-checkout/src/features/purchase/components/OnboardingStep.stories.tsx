import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import OnboardingStep from './OnboardingStep';

const story = checkoutPartStory('start', 'super.trial@demo.com.br');

const meta = {
  title: 'mf-checkout/Purchase/OnboardingStep',
  component: OnboardingStep,
  ...story,
  parameters: {
    ...story.parameters,
    ...pageParameters({
      // Where onboarding starts: Aurora's super user has chosen the 15-day trial.
      arrange: (db) => {
        const user = db.users.find((record) => record.email === 'super.trial@demo.com.br');
        if (user) Object.assign(user, { finishedPlanChoice: true, choosedPlan: 'trial' });
      },
    }),
  },
} satisfies Meta<typeof OnboardingStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide: the welcome, and the way on. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        name: /^(Boas-vindas ao Minha Conta!|¡Bienvenido a Mi Cuenta!)$/,
      }),
    ).toBeVisible();
  },
};

/** The second slide, as a CFO sees it: the warning, and both officers to create. */
export const UserDefinitionAsCfo: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^(Começar|Empezar)$/ }));
    await userEvent.click(page.getByRole('radio', { name: /^CFO/ }));
    await expect(page.getByRole('group', { name: 'CEO' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Compliance Officer (CO)' })).toBeVisible();
  },
};
