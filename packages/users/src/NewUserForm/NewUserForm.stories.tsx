import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserFieldBinding } from '../UserFields/UserFields';
import { NewUserForm, type NewUserFormBinding } from './NewUserForm';

function useBinding(name: string, error?: string): UserFieldBinding {
  const [value, setValue] = useState('');
  return { name, value, onChange: setValue, onBlur: () => undefined, error };
}

/** The form with bindings of its own: valid once every field holds something. */
function Form({
  legend,
  submitWhenValid,
  submitting,
  onCancel,
}: {
  legend?: string;
  submitWhenValid?: boolean;
  submitting: boolean;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [name, email, role] = [useBinding('name'), useBinding('email'), useBinding('role')];
  const form: NewUserFormBinding = {
    props: { ref, noValidate: true, onSubmit: (event) => event.preventDefault() },
    name,
    email,
    role,
    submitting,
    valid: [name, email, role].every((binding) => binding.value !== ''),
  };
  return (
    <NewUserForm
      form={form}
      onCancel={onCancel}
      {...(legend ? { legend } : {})}
      {...(submitWhenValid ? { submitWhenValid } : {})}
    />
  );
}

const meta = {
  title: 'Users/NewUserForm',
  component: Form,
  args: { submitting: false, onCancel: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const create = /^(Criar usuário|Crear usuario)$/;

/** Alone in a dialog (user management): "Criar usuário" waits for every field. */
export const InADialog: Story = {
  args: { submitWhenValid: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: create })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: /^(Nome|Nombre)/ }), 'Ana Souza');
    await userEvent.type(
      form.getByRole('textbox', { name: /^(E-mail|Correo electrónico)/ }),
      'ana@demo.com',
    );
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^(Função|Función)/ }), 'co');
    await expect(form.getByRole('button', { name: create })).toBeEnabled();
  },
};

/** Among a list's content (the back-office's users modal): a named group, submit always offered. */
export const AsAGroup: Story = {
  args: { legend: 'Novo usuário' },
  parameters: { localeArgs: { es: { legend: 'Nuevo usuario' } } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('group', { name: /^(Novo usuário|Nuevo usuario)$/ })).toBeVisible();
    await expect(form.getByRole('button', { name: create })).toBeEnabled();
  },
};

/** While the user is created: "Criar usuário" busy, "Cancelar" unavailable. */
export const Creating: Story = {
  args: { submitting: true, submitWhenValid: true },
};
