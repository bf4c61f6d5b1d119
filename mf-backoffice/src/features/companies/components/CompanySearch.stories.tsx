import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { CompanySearch } from './CompanySearch';

const meta = {
  title: 'mf-backoffice/Companies/CompanySearch',
  component: CompanySearch,
  args: { name: '', cnpj: '', onSearch: fn() },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompanySearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name and a CNPJ typed (the CNPJ masked as typed), sent by the search button. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement);
    await userEvent.type(search.getByRole('textbox', { name: /^(Nome|Nombre)/ }), 'Horizonte');
    const cnpj = search.getByRole('textbox', { name: /^CNPJ/ });
    await userEvent.type(cnpj, '12345678000190');
    await expect(cnpj).toHaveValue('12.345.678/0001-90');
    await userEvent.click(search.getByRole('button', { name: /^(Buscar)$/ }));
    await expect(args.onSearch).toHaveBeenCalled();
  },
};
