import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCompanies } from '../api/companies';
import { CompaniesTable, type CompaniesTableProps } from './CompaniesTable';

type Args = Pick<CompaniesTableProps, 'onAction' | 'onPageChange' | 'loading'> & {
  readonly none?: boolean;
};

/** The sandbox's first page of companies, as the page hands it over. */
function FirstPage({ none, loading, onAction, onPageChange }: Args) {
  const page = useCompanies({ name: '', cnpj: '', status: '', plan: '', page: 1 }).data;
  return (
    <CompaniesTable
      companies={none ? [] : (page?.companies ?? [])}
      loading={loading || (!none && !page)}
      empty="Sua pesquisa não retornou resultados"
      onAction={onAction}
      page={1}
      total={none ? 0 : (page?.totalOnQuery ?? 0)}
      onPageChange={onPageChange}
    />
  );
}

const meta = {
  title: 'mf-backoffice/Companies/CompaniesTable',
  component: CompaniesTable,
  args: { onAction: fn(), onPageChange: fn() },
  render: (args) => <FirstPage {...(args as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompaniesTable>;
export default meta;
type Story = StoryObj<Args>;

/** A page of companies; a row's menu names its company and hands the chosen action over. */
export const Companies: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    await table.findByRole('rowheader', { name: /Horizonte Serviços Ltda/ });
    await expect(table.getAllByRole('rowheader')).toHaveLength(10);
    await userEvent.click(
      table.getByRole('button', { name: /^(Ações de|Acciones de) Horizonte Serviços Ltda/ }),
    );
    await userEvent.click(
      await screen.findByRole('menuitem', { name: /^(Ver usuários|Ver usuarios)$/ }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ name: expect.stringMatching(/Horizonte/) }),
    );
  },
};

/** The first page loading: placeholder rows. */
export const Loading: Story = { args: { loading: true, none: true } };

/** No company found: what the page says instead. */
export const Empty: Story = {
  args: { none: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sua pesquisa não retornou resultados'),
    ).toBeVisible();
  },
};
