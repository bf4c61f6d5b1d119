import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { accountStory } from '../../testing/accountStory';
import ProfilePage from './ProfilePage';

const meta = {
  title: 'mf-account/Profile/ProfilePage',
  component: ProfilePage,
  ...accountStory({ path: 'meu/perfil' }),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's data and the user's own, read-only; pictures and password to change. */
export const Default: Story = {};

/** A weak new password and a repeat that differs: Save stays disabled. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [current, next, repeat] = await page.findAllByLabelText(/senha|contraseña/i, {
      selector: 'input',
    });
    await userEvent.type(current!, 'Senha@123');
    await userEvent.type(next!, 'fraca');
    await userEvent.type(repeat!, 'outra');
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /^(Salvar|Guardar)$/ })).toBeDisabled();
  },
};
