import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { SignupLinkResult } from './SignupLinkResult';

const LONG_LINK =
  'http://localhost:8080/minha-conta/login/cadastro/enw,enwl,enwl0800/REDE-INTEGRIDADE-COOPERATIVAS-DO-SUL';

const meta = {
  title: 'mf-backoffice/Signup-link/SignupLinkResult',
  component: SignupLinkResult,
  args: { link: 'http://localhost:8080/minha-conta/login/cadastro/adw/false' },
  ...backofficePartStory('gestao-de-empresas/gerador-de-link'),
} satisfies Meta<typeof SignupLinkResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK = /^(Link de cadastro|Enlace de registro)$/;

/** A link: as text, with copy and open. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: LINK })).toHaveTextContent(
      'http://localhost:8080/minha-conta/login/cadastro/adw/false',
    );
    await expect(
      canvas.getByRole('button', { name: /^(Copiar link|Copiar enlace)$/ }),
    ).toBeEnabled();
    await expect(canvas.getByRole('link', { name: /^(Abrir link|Abrir enlace)/ })).toHaveAttribute(
      'href',
      'http://localhost:8080/minha-conta/login/cadastro/adw/false',
    );
  },
};

/** Every channel of Enterprise and a long network code: the link wraps instead of widening the page. */
export const LongLink: Story = {
  args: { link: LONG_LINK },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: LINK })).toHaveTextContent(
      LONG_LINK,
    );
  },
};

/** No link yet: what is missing for one. */
export const WithoutLink: Story = {
  args: { link: null, reason: 'Escolha pelo menos um canal para gerar o link.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status', { name: LINK })).not.toBeInTheDocument();
    await expect(canvas.getByText('Escolha pelo menos um canal para gerar o link.')).toBeVisible();
  },
};
