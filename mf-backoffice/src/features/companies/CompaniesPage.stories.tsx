import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { SECTIONS } from '../../shared/sections';
import { backofficeStory } from '../../testing/backofficeStory';
import CompaniesPage from './CompaniesPage';

const meta = {
  title: 'mf-backoffice/Companies/CompaniesPage',
  component: CompaniesPage,
  ...backofficeStory({ path: SECTIONS.companies }),
} satisfies Meta<typeof CompaniesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the sandbox's companies: 10 of them, SaaS accounts marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Horizonte Serviços Ltda/ });
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getAllByText('SaaS').length).toBeGreaterThan(0);
  },
};

/** The filter menu, opened: status and plan, one choice each, counted on its button. */
export const FilterMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('rowheader');
    await userEvent.click(canvas.getByRole('button', { name: /^(Filtros)$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'SaaS' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Filtros\s*1/ }));
    await expect(await screen.findByRole('menuitemradio', { name: 'SaaS' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** A search that finds nothing says so. */
export const NoMatch: Story = {
  parameters: pageParameters({ route: `/${SECTIONS.companies}?nome=zzzz` }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^(Sua pesquisa não retornou resultados|Su búsqueda no arrojó resultados)$/,
      ),
    ).toBeVisible();
  },
};

/** + Empresa: the form, which asks for the CEO unless the CEO is the CO. */
export const CreateCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('rowheader');
    await userEvent.click(canvas.getByRole('button', { name: '+ Empresa' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /^(Nova empresa|Nueva empresa)$/ }),
    );
    const ceoName = /^(Nome do CEO|Nombre del CEO)/;
    await expect(dialog.getByRole('textbox', { name: ceoName })).toBeVisible();
    await userEvent.click(
      dialog.getByRole('switch', {
        name: /^(O CEO é o mesmo que o CO|El CEO es el mismo que el CO)$/,
      }),
    );
    await expect(dialog.queryByRole('textbox', { name: ceoName })).toBeNull();
  },
};
