import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField';
import { FieldGroup } from './FieldGroup';

const noop = () => {};

const PASSWORDS = (
  <>
    <PasswordField label="Senha atual" value="" onChange={noop} />
    <PasswordField label="Nova senha" value="" onChange={noop} />
    <PasswordField label="Confirme a nova senha" value="" onChange={noop} />
  </>
);
const PASSWORDS_ES = (
  <>
    <PasswordField label="Contraseña actual" value="" onChange={noop} />
    <PasswordField label="Nueva contraseña" value="" onChange={noop} />
    <PasswordField label="Confirme la nueva contraseña" value="" onChange={noop} />
  </>
);

const meta = {
  title: 'UI/FieldGroup',
  component: FieldGroup,
  args: { legend: 'Alterar senha', children: PASSWORDS },
  parameters: {
    localeArgs: { es: { legend: 'Cambiar contraseña', children: PASSWORDS_ES } },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field under the other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toBeVisible();
  },
};

/** Side by side where each keeps 15rem; stacked again on a phone (try the mobile viewport). */
export const Columns: Story = { args: { columns: true } };
