import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink';
import { ToPage } from './ToPage';

// The link's text as the story's argument: where it goes is each story's own.
const meta = {
  title: 'UI/TextLink',
  args: { label: 'Esqueci minha senha' },
  parameters: { localeArgs: { es: { label: 'Olvidé mi contraseña' } } },
  decorators: [
    (Story) => (
      <p>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<{ label: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a page of the portal: the element that goes there (a `PageLink` of `@portal/router`). */
export const ToAPage: Story = {
  render: ({ label }) => <TextLink render={<ToPage to="/login/definir-senha" />}>{label}</TextLink>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '/login/definir-senha',
    );
  },
};

/** To an address outside the portal (an e-mail, a phone, a document). */
export const ToAnAddress: Story = {
  args: { label: 'suporte@minhaconta.com.br' },
  parameters: { localeArgs: { es: { label: 'suporte@minhaconta.com.br' } } },
  render: ({ label }) => <TextLink href="mailto:suporte@minhaconta.com.br">{label}</TextLink>,
};

/** A phone. */
export const Phone: Story = {
  render: ({ label }) => <TextLink render={<ToPage to="/login/definir-senha" />}>{label}</TextLink>,
  globals: { viewport: { value: 'phone320' } },
};
