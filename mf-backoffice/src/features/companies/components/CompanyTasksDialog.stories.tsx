import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import type { CompanyDialogProps } from './companyDialog';
import { CompanyTasksDialog } from './CompanyTasksDialog';

type Args = Omit<CompanyDialogProps, 'company'> & {
  /** The sandbox company whose done tasks are shown. */
  readonly companyId: string;
};

function WithCompany({ companyId, ...args }: Args) {
  const company = useAdminCompany(companyId).data;
  return company ? <CompanyTasksDialog {...args} company={company} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/CompanyTasksDialog',
  component: CompanyTasksDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithCompany {...(args as unknown as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompanyTasksDialog>;

export default meta;
type Story = StoryObj<Args>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: /^(Tarefas concluídas|Tareas concluidas)$/ }));

/** Horizonte's three done tasks; reopening one takes it off the list. */
export const Reopen: Story = {
  args: { companyId: 'c-horizonte' },
  play: async () => {
    const tasks = await dialog();
    await tasks.findByRole('rowheader', { name: 'Código de conduta' });
    await userEvent.click(tasks.getByRole('button', { name: /^Reabrir \(Código de conduta\)$/ }));
    await waitFor(() =>
      expect(tasks.queryByRole('rowheader', { name: 'Código de conduta' })).toBeNull(),
    );
    await expect(tasks.getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** A company with no done task. */
export const NoTasks: Story = {
  args: { companyId: 'c-f2' },
  play: async () => {
    const tasks = await dialog();
    await expect(
      await tasks.findByText(/^(Nenhuma tarefa encontrada|No se encontró ninguna tarea)$/),
    ).toBeVisible();
  },
};

/** The tasks did not load: a calm message and a retry. */
export const NotLoaded: Story = {
  args: { companyId: 'c-horizonte' },
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('tasksDone', 500, { times: Infinity }),
  }),
  play: async () => {
    const tasks = await dialog();
    await expect(
      await tasks.findByRole('button', { name: /^(Tentar novamente|Intentar de nuevo)$/ }),
    ).toBeVisible();
  },
};
