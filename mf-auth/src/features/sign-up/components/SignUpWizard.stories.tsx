import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { authPartStory } from '../../../testing/authStory';
import { SignUpWizard } from './SignUpWizard';

const meta = {
  title: 'mf-auth/Sign-up/SignUpWizard',
  component: SignUpWizard,
  ...authPartStory('login/cadastro'),
} satisfies Meta<typeof SignUpWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of the three steps: Continuar waits for what it asks. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Continuar$/ }),
    ).toBeInTheDocument();
  },
};
