import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { useSession } from '@portal/session';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompanyUsers } from '../api/companyUsers';
import { isOfficer } from '../roles';
import { UsersTable, type UsersTableProps } from './UsersTable';

type Args = Omit<UsersTableProps, 'users' | 'loading' | 'page' | 'onPageChange' | 'selfId'>;

/** The "Outros colaboradores" tab's table, fed by the sandbox's users, its pages turning. */
function OtherCollaborators(args: Args) {
  const users = useCompanyUsers();
  const selfId = useSession((state) => state.session?.user.id);
  const [page, setPage] = useState(1);
  return (
    <UsersTable
      {...args}
      users={(users.data ?? []).filter((user) => !isOfficer(user.role))}
      loading={users.isPending}
      page={page}
      onPageChange={setPage}
      selfId={selfId}
    />
  );
}

const part = accountPartStory('gestao-de-usuarios');

const meta = {
  title: 'mf-account/Users/UsersTable',
  component: UsersTable,
  args: {
    caption: 'Outros colaboradores',
    emptyTitle: 'Nenhum outro colaborador cadastrado',
    onChangeRole: fn(),
    onToggleActivation: fn(),
  },
  render: (args) => <OtherCollaborators {...args} />,
  ...part,
  parameters: {
    ...part.parameters,
    localeArgs: {
      es: { caption: 'Otros colaboradores', emptyTitle: 'Ningún otro colaborador registrado' },
    },
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
// The users, their page and the signed-in user come from the sandbox, not from args.
type Story = StoryObj<Args>;

/** A page of users: name, e-mail, role, status, and the actions on each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(await table.findByRole('rowheader', { name: 'Carlos Mendes' })).toBeVisible();
    // The header row and ten users.
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(
      table.getByRole('button', { name: /^(Reativar|Reactivar) \(Diego Duarte\)$/ }),
    ).toBeVisible();
  },
};

/** Nobody but officers: the empty state says how to add someone. */
export const Empty: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      db.users = db.users.filter(
        (user) => user.companyId !== 'c-horizonte' || isOfficer(user.role),
      );
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: /^(Nenhum outro colaborador cadastrado|Ningún otro colaborador registrado)$/,
      }),
    ).toBeVisible();
  },
};

/** The users are still on their way: placeholder rows, and the table says it is busy. */
export const Loading: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('companyUsers') }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent(/^(Carregando…|Cargando…)$/);
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
