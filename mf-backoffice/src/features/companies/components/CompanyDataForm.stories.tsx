import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { companyPartStory, type CompanyStoryArgs } from '../../../testing/companyStory';
import { CompanyDataForm } from './CompanyDataForm';

const meta = {
  title: 'mf-backoffice/Companies/CompanyDataForm',
  ...companyPartStory(CompanyDataForm, 'c-delta'),
} satisfies Meta<CompanyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client company's name, status and expiry; saving waits for a change. */
export const ClientCompany: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(await form.findByRole('textbox', { name: /^(Nome|Nombre)/ })).toHaveValue(
      'Delta Engenharia Ltda',
    );
    await expect(
      form.getByRole('button', { name: /^(Salvar dados|Guardar datos)$/ }),
    ).toBeDisabled();
  },
};

/** An emptied name is refused with the spec's message. */
export const NameMissing: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const name = await form.findByRole('textbox', { name: /^(Nome|Nombre)/ });
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: /^(Salvar dados|Guardar datos)$/ }));
    await expect(name).toHaveAccessibleDescription(
      /^(Os campos nome e status são obrigatórios|Los campos nombre y estado son obligatorios)$/,
    );
  },
};

/** A SaaS account: its status is its subscription's; "Desativada" asks before cancelling it. */
export const SaasAccount: Story = {
  args: { companyId: 'c-horizonte' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.selectOptions(
      await form.findByRole('combobox', { name: /^(Situação|Estado)/ }),
      'disabled',
    );
    await userEvent.click(form.getByRole('button', { name: /^(Salvar dados|Guardar datos)$/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: /^(Cancelar a assinatura\?|¿Cancelar la suscripción\?)$/,
      }),
    ).toBeVisible();
  },
};

/** A SaaS account whose subscription is cancelled reads Desativada; "Ativa" reactivates it. */
export const CancelledSaasAccount: Story = { args: { companyId: 'c-f4' } };
