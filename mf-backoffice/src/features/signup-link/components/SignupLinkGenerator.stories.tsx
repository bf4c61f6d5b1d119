import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { SignupLinkGenerator } from './SignupLinkGenerator';

const meta = {
  title: 'mf-backoffice/Signup-link/SignupLinkGenerator',
  component: SignupLinkGenerator,
  ...backofficePartStory('gestao-de-empresas/gerador-de-link'),
} satisfies Meta<typeof SignupLinkGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK = /^(Link de cadastro|Enlace de registro)$/;
const NETWORK = /^(Rede de integridade|Red de integridad)$/;
const CODE = /^(Código da empresa mãe|Código de la empresa matriz)/;

/** Advanced with the web channel: the link names the plan adw and no network. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await expect(await canvas.findByRole('status', { name: LINK })).toHaveTextContent(
      /\/login\/cadastro\/adw\/false$/,
    );
  },
};

/** Every channel with a link chosen: one plan code per channel, comma-separated. */
export const SeveralChannels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: /^(Canal de denúncias web com link|Canal de denuncias web con enlace)$/,
      }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: /^(Canal 0800 com psicólogos e link|Canal 0800 con psicólogos y enlace)$/,
      }),
    );
    await expect(canvas.getByRole('status', { name: LINK })).toHaveTextContent(
      /\/login\/cadastro\/adw,adwl,adwl0800\/false$/,
    );
  },
};

/** The only channel unchosen: no link, and the page says a channel is needed. */
export const NoChannel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /^(Canal de denúncias web|Canal de denuncias web)$/ }),
    );
    await expect(canvas.queryByRole('status', { name: LINK })).not.toBeInTheDocument();
    await expect(
      canvas.getByText(
        /^(Escolha pelo menos um canal para gerar o link\.|Elija al menos un canal para generar el enlace\.)$/,
      ),
    ).toBeVisible();
  },
};

/** An integrity network by its mother-company code, checked with the server, ends the link. */
export const WithNetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: NETWORK }));
    const code = canvas.getByRole('combobox', { name: CODE });
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.selectOptions(code, 'REDESUL');
    await expect(await canvas.findByRole('status', { name: LINK })).toHaveTextContent(
      /\/login\/cadastro\/adw\/REDESUL$/,
    );
  },
};

/** The management service no longer knows the chosen code: the field says so, no link. */
export const UnknownCode: Story = {
  parameters: pageParameters({
    // REDENORTE is listed, but GET /management/REDENORTE answers invalid_management_code.
    arrange: (_db, sandbox) =>
      sandbox.fail('signupLink', 404, { code: 'invalid_management_code', times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: NETWORK }));
    const code = canvas.getByRole('combobox', { name: CODE });
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.selectOptions(code, 'REDENORTE');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        /^(Código da Rede de Integridade inválido\.|Código de la Red de Integridad no válido\.)$/,
      ),
    );
    await expect(canvas.queryByRole('status', { name: LINK })).not.toBeInTheDocument();
  },
};
