import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authPartStory } from '../../../testing/authStory';
import { AskEmailForm } from './AskEmailForm';

const meta = {
  title: 'mf-auth/Recovery/AskEmailForm',
  component: AskEmailForm,
  args: { expired: false, onSent: fn() },
  ...authPartStory('login/definir-senha'),
} satisfies Meta<typeof AskEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's e-mail, sent to the sandbox: the form hands it over once the request went out. */
export const AskEmail: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'co@demo.com.br');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('co@demo.com.br'));
  },
};

/** Opened from a link that expired: said above the form. */
export const LinkExpired: Story = {
  args: { expired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^(Este link expirou|Este enlace ha vencido)$/),
    ).toBeVisible();
  },
};
