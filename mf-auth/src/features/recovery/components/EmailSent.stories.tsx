import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { authPartStory } from '../../../testing/authStory';
import { EmailSent } from './EmailSent';

const meta = {
  title: 'mf-auth/Recovery/EmailSent',
  component: EmailSent,
  args: { email: 'co@demo.com.br' },
  ...authPartStory('login/definir-senha'),
} satisfies Meta<typeof EmailSent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same announcement whether or not the account exists, with the way back to the login. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: /^(Verifique seu e-mail|Revise su correo)/ }),
    ).toBeVisible();
    await expect(page.getByRole('link')).toHaveAttribute('href', '/login');
  },
};
