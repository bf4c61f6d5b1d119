import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingLogin } from '../../shared/pendingLogin';
import { authStory } from '../../testing/authStory';
import LoginPage from './LoginPage';

const meta = {
  title: 'mf-auth/Login/LoginPage',
  component: LoginPage,
  ...authStory({ route: '/login', path: 'login' }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand panel beside the form; sign-up is offered on the main platform. */
export const Default: Story = {};

/** A partner's platform: no self-service sign-up. */
export const PartnerMode: Story = {
  parameters: { page: { config: { partnerMode: true } } },
};

/** Submitted empty: both fields are required and the first one takes focus. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^(Entrar|Iniciar sesión)$/ }));
    await expect(page.getAllByRole('textbox')[0]).toHaveFocus();
  },
};

/** A wrong password: the login-error toast, and what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [email] = await page.findAllByRole('textbox');
    await userEvent.type(email!, 'co@demo.com.br');
    await userEvent.type(canvasElement.querySelector('input[type="password"]')!, 'Errada@123');
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        /E-mail ou senha incorretos|Correo electrónico o contraseña incorrectos/,
      ),
    ).toBeInTheDocument();
    await expect(email).toHaveValue('co@demo.com.br');
  },
};

/**
 * multi@demo.com.br belongs to several companies: the login answers 202 and leaves for the
 * picker, its companies held for it (the picker itself: CompanyPickerPage's stories).
 */
export const CompanyPicker: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [email] = await page.findAllByRole('textbox');
    await userEvent.type(email!, 'multi@demo.com.br');
    await userEvent.type(canvasElement.querySelector('input[type="password"]')!, 'Senha@123');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pendingLogin()?.availableCompanies.length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(page.queryByRole('button', { name: /^(Entrar|Iniciar sesión)$/ })).toBeNull(),
    );
  },
};
