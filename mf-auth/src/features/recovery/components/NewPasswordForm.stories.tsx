import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { authPartStory } from '../../../testing/authStory';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'mf-auth/Recovery/NewPasswordForm',
  component: NewPasswordForm,
  args: { token: 'story-token' },
  ...authPartStory('login/definir-senha'),
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: the new password and its confirmation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByLabelText(/senha|contraseña/i).length,
    ).toBeGreaterThanOrEqual(2);
  },
};
