import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Minha conta',
    onValueChange: fn(),
    tabs: [
      { value: 'dados', label: 'Dados pessoais', content: 'Nome, e-mail e telefone.' },
      { value: 'senha', label: 'Senha', content: 'Troque a sua senha de acesso.' },
      { value: 'empresa', label: 'Empresa', content: 'Razão social e CNPJ.' },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Mi cuenta',
        tabs: [
          { value: 'dados', label: 'Datos personales', content: 'Nombre, e-mail y teléfono.' },
          { value: 'senha', label: 'Contraseña', content: 'Cambie su contraseña de acceso.' },
          { value: 'empresa', label: 'Empresa', content: 'Razón social e identificación fiscal.' },
        ],
      },
    },
  },
  argTypes: { tabs: { control: 'object' } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys move between tabs and select them. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getAllByRole('tab')[1];
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('senha');
  },
};
