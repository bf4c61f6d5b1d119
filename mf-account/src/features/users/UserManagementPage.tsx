import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@portal/api';
import { useSession } from '@portal/session';
import { Button, LoadFailure, PageLayout, Tabs } from '@portal/ui';
import { titles } from '../../titles';
import { useCompanyUsers } from './api/companyUsers';
import { AddUserDialog } from './components/AddUserDialog';
import { ChangeRoleDialog } from './components/ChangeRoleDialog';
import { ChangeSuperUserDialog } from './components/ChangeSuperUserDialog';
import { ToggleActivationDialog } from './components/ToggleActivationDialog';
import { UsersTable } from './components/UsersTable';
import { isOfficer } from './roles';

type TabId = 'officers' | 'others';

const NOBODY: readonly CompanyUser[] = [];

/** A dialog about one user: the user stays while the dialog closes, so its texts do not jump. */
function useUserDialog() {
  const [state, setState] = useState<{ open: boolean; user: CompanyUser | null }>({
    open: false,
    user: null,
  });
  return {
    ...state,
    openFor: (user: CompanyUser) => setState({ open: true, user }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

/**
 * Spec 2.2, /gestao-de-usuarios (superUser and manager groups): the company's users in two tabs,
 * adding a user, changing a role, deactivating and reactivating, and handing over the super-user
 * status.
 */
function UserManagementPage() {
  const { t, i18n } = useLingui();
  const session = useSession((state) => state.session);
  const users = useCompanyUsers();
  const [tab, setTab] = useState<TabId>('officers');
  const [pages, setPages] = useState<Record<TabId, number>>({ officers: 1, others: 1 });
  const [adding, setAdding] = useState(false);
  const [choosingSuperUser, setChoosingSuperUser] = useState(false);
  const roleDialog = useUserDialog();
  const activationDialog = useUserDialog();

  const list = users.data ?? NOBODY;
  const selfId = session?.user.id;

  const table = (id: TabId, caption: string, rows: readonly CompanyUser[], emptyTitle: string) => (
    <UsersTable
      caption={caption}
      users={rows}
      loading={users.isPending && users.fetchStatus !== 'idle'}
      page={pages[id]}
      onPageChange={(page) => setPages((current) => ({ ...current, [id]: page }))}
      emptyTitle={emptyTitle}
      selfId={selfId}
      onChangeRole={roleDialog.openFor}
      onToggleActivation={activationDialog.openFor}
    />
  );

  const officersLabel = t`Compliance Officers & CEOs`;
  const othersLabel = t`Outros colaboradores`;

  return (
    <PageLayout
      title={i18n._(titles.users)}
      description={t`Quem da sua empresa acessa o portal, com que função.`}
      actions={
        <>
          <Button onClick={() => setAdding(true)}>{t`Adicionar usuário`}</Button>
          {session?.isSuperUser ? (
            <Button
              tone="secondary"
              disabled={!users.isSuccess}
              onClick={() => setChoosingSuperUser(true)}
            >
              {t`Alterar superusuário`}
            </Button>
          ) : null}
        </>
      }
    >
      {users.isError ? (
        <LoadFailure title={t`Erro ao buscar usuários`} query={users} />
      ) : (
        <Tabs
          label={t`Usuários por função`}
          value={tab}
          onValueChange={(value) => setTab(value === 'others' ? 'others' : 'officers')}
          tabs={[
            {
              value: 'officers',
              label: officersLabel,
              content: table(
                'officers',
                officersLabel,
                list.filter((user) => isOfficer(user.role)),
                t`Nenhum Compliance Officer ou CEO cadastrado`,
              ),
            },
            {
              value: 'others',
              label: othersLabel,
              content: table(
                'others',
                othersLabel,
                list.filter((user) => !isOfficer(user.role)),
                t`Nenhum outro colaborador cadastrado`,
              ),
            },
          ]}
        />
      )}

      <AddUserDialog open={adding} onOpenChange={setAdding} users={list} />
      <ChangeRoleDialog
        open={roleDialog.open}
        onOpenChange={roleDialog.onOpenChange}
        user={roleDialog.user}
        users={list}
        selfId={selfId}
      />
      <ToggleActivationDialog
        open={activationDialog.open}
        onOpenChange={activationDialog.onOpenChange}
        user={activationDialog.user}
      />
      {session?.isSuperUser && selfId ? (
        <ChangeSuperUserDialog
          open={choosingSuperUser}
          onOpenChange={setChoosingSuperUser}
          users={list}
          selfId={selfId}
        />
      ) : null}
    </PageLayout>
  );
}

export default UserManagementPage;
