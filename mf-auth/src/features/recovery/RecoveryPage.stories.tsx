import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { authStory } from '../../testing/authStory';
import { pageParameters } from '@portal/testing/page-story';
import RecoveryPage from './RecoveryPage';

const PATH = 'login/definir-senha';

const meta = {
  title: 'mf-auth/Recovery/RecoveryPage',
  component: RecoveryPage,
  ...authStory({ route: `/${PATH}`, path: PATH }),
} satisfies Meta<typeof RecoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token: ask for the account's e-mail. */
export const AskEmail: Story = {};

/** The request went out: the same announcement whether or not the account exists. */
export const EmailSent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox'), 'co@demo.com.br');
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('heading', { name: /Verifique seu e-mail|Revise su correo/ }),
    ).toBeInTheDocument();
  },
};

/** A valid link: choose the new password (the rules show as the user types). */
export const SetPassword: Story = {
  parameters: pageParameters({
    route: `/${PATH}?token=story-token`,
    arrange: (db) => {
      const user = db.users.find((candidate) => candidate.email === 'co@demo.com.br')!;
      db.recoveryTokens['story-token'] = {
        userId: user._id,
        expiresAt: '2026-11-22T13:00:00.000Z',
        used: false,
      };
    },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [password, repeat] = await page.findAllByLabelText(/senha|contraseña/i, {
      selector: 'input',
    });
    await userEvent.type(password!, 'Nova@2026');
    await userEvent.type(repeat!, 'Outra@2026');
    await userEvent.tab();
    await expect(
      await page.findByText(/As senhas devem ser iguais|Las contraseñas deben coincidir/),
    ).toBeInTheDocument();
  },
};

/** An expired link: say so and ask for a new one. */
export const ExpiredLink: Story = {
  parameters: pageParameters({
    route: `/${PATH}?token=expired-token`,
    arrange: (db) => {
      const user = db.users.find((candidate) => candidate.email === 'co@demo.com.br')!;
      db.recoveryTokens['expired-token'] = {
        userId: user._id,
        expiresAt: '2026-11-22T11:00:00.000Z',
        used: false,
      };
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Este link expirou|Este enlace ha vencido/),
    ).toBeInTheDocument();
  },
};
