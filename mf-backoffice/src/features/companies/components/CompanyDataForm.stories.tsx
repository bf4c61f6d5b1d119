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

/** A SaaS account: the status says billing follows the subscription. */
export const SaasAccount: Story = { args: { companyId: 'c-horizonte' } };
