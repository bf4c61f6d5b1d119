import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@portal/router';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink';

// The link's text as the story's argument: where it goes is each story's own.
const meta = {
  title: 'UI/TextLink',
  args: { label: 'Esqueci minha senha' },
  parameters: { localeArgs: { es: { label: 'Olvidé mi contraseña' } } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <p>
          <Story />
        </p>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<{ label: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a page of the portal, named by its route. */
export const ToAPage: Story = {
  render: ({ label }) => <TextLink to="recovery">{label}</TextLink>,
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
  render: ({ label }) => <TextLink to="recovery">{label}</TextLink>,
  globals: { viewport: { value: 'phone320' } },
};
