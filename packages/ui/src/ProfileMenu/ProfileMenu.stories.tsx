import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';

const AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1f5fbf"/><circle cx="20" cy="15" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="12" rx="6" fill="#fff"/></svg>',
  );

const meta = {
  title: 'UI/ProfileMenu',
  component: ProfileMenu,
  args: {
    label: 'Menu do perfil',
    name: 'Maria Souza',
    companyName: 'Empresa Demo',
    items: [
      { id: 'profile', label: 'Editar perfil', href: '#perfil', onSelect: fn() },
      { id: 'company', label: 'Dados da empresa', onSelect: fn() },
      { id: 'exit', label: 'Sair', onSelect: fn(), separatorBefore: true },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Menú del perfil',
        items: [
          { id: 'profile', label: 'Editar perfil', href: '#perfil', onSelect: fn() },
          { id: 'company', label: 'Datos de la empresa', onSelect: fn() },
          { id: 'exit', label: 'Salir', onSelect: fn(), separatorBefore: true },
        ],
      },
    },
  },
  argTypes: { items: { control: 'object' } },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials when there is no photo. */
export const Default: Story = {};

export const WithAvatar: Story = { args: { avatarUrl: AVATAR } };

export const LongNames: Story = {
  args: {
    name: 'Maria Aparecida de Souza Albuquerque',
    companyName: 'Empresa Demo Serviços Ltda.',
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

/** Opened with the keyboard; the menu renders in a portal at the end of the page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getAllByRole('menuitem')).toContain(
      canvasElement.ownerDocument.activeElement,
    );
  },
};
