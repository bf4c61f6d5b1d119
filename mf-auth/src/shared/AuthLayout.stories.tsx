import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { authPartStory } from '../testing/authStory';
import { AuthLayout } from './AuthLayout';

const part = authPartStory('login');

const meta = {
  title: 'mf-auth/Shared/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Recuperar senha',
    lead: 'Informe o e-mail da sua conta.',
    children: 'Conteúdo da página',
  },
  ...part,
  parameters: {
    ...part.parameters,
    localeArgs: {
      es: {
        title: 'Recuperar contraseña',
        lead: 'Informe el correo de su cuenta.',
        children: 'Contenido de la página',
      },
    },
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand panel beside the form panel, whose title is the page's heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: /^(Recuperar senha|Recuperar contraseña)$/,
      }),
    ).toBeVisible();
  },
};
