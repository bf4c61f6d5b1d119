import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '@portal/ui';
import { UserFields, type UserFieldBinding } from './UserFields';

function useBinding(name: string, start: string, error?: string): UserFieldBinding {
  const [value, setValue] = useState(start);
  return { name, value, onChange: setValue, onBlur: () => undefined, error };
}

function Fields({ newUser, roleError }: { newUser: boolean; roleError?: string }) {
  const start = newUser ? ['', '', ''] : ['Otávio Lima', 'co@demo.com.br', 'co'];
  return (
    <Stack>
      <UserFields
        newUser={newUser}
        name={useBinding('name', start[0]!)}
        email={useBinding('email', start[1]!)}
        role={useBinding('role', start[2]!, roleError)}
      />
    </Stack>
  );
}

const meta = {
  title: 'Users/UserFields',
  component: Fields,
  args: { newUser: true },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: empty, the role asked for; every role offered. */
export const NewUser: Story = {
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement);
    const role = fields.getByRole('combobox', { name: /^(Função|Función)/ });
    await expect(role).toHaveDisplayValue(/^(Selecione a função|Seleccione la función)$/);
    await userEvent.type(fields.getByRole('textbox', { name: /^(Nome|Nombre)/ }), 'Ana');
    await expect(fields.getByRole('textbox', { name: /^(Nome|Nombre)/ })).toHaveValue('Ana');
  },
};

/** A user being edited, with the role's quota refused. */
export const EditingWithError: Story = {
  args: { newUser: false, roleError: 'Todos os usuários com este perfil já foram utilizados.' },
};
