import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminCompany, CompanyUser } from '@portal/api';
import {
  Button,
  Dialog,
  EmptyState,
  FormActions,
  LoadFailure,
  PagedTable,
  Stack,
  type TableColumn,
} from '@portal/ui';
import { useUserColumns } from '@portal/users';
import { useCompanyUsers, useCreateCompanyUser, useEditCompanyUser } from '../api/companyUsers';
import type { CompanyDialogProps } from './companyDialog';
import { CompanyUserActivationDialog } from './CompanyUserActivationDialog';
import { UserActions, useUserAction } from './CompanyUserActions';
import { EditCompanyUserDialog } from './EditCompanyUserDialog';
import { NewCompanyUserForm } from './NewCompanyUserForm';

/** Spec §9: the users modal lists 10 users a page. */
export const COMPANY_USERS_PAGE_SIZE = 10;

/**
 * "Usuários da empresa" (spec §2.8): the company's users, 10 a page, a new user's form, and each
 * row's Edit and Deactivate / Reactivate.
 */
export function CompanyUsersDialog({ company, open, onOpenChange }: CompanyDialogProps) {
  const { t } = useLingui();
  const create = useCreateCompanyUser(company.id);
  const { name } = company;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t`Usuários da empresa`}
      description={name}
      actions={
        <Button tone="ghost" disabled={create.isPending} onClick={() => onOpenChange(false)}>
          {t`Fechar`}
        </Button>
      }
    >
      {/* Mounted only while open: each opening starts on the first page, the form closed. */}
      <CompanyUsers company={company} create={create} />
    </Dialog>
  );
}

function CompanyUsers({
  company,
  create,
}: {
  readonly company: AdminCompany;
  readonly create: ReturnType<typeof useCreateCompanyUser>;
}) {
  const { t } = useLingui();
  const users = useCompanyUsers(company.id);
  const edit = useEditCompanyUser(company.id);
  const [page, setPage] = useState(1);
  const acting = useUserAction();
  const [adding, setAdding] = useState(false);
  // The user just created: the list shows the page they are on.
  const [created, setCreated] = useState<string | null>(null);
  const userColumns = useUserColumns();

  if (users.isError) {
    return <LoadFailure title={t`Erro ao buscar usuários`} query={users} />;
  }

  const list = users.data ?? [];
  const createdAt = created ? list.findIndex((user) => user._id === created) : -1;
  const shownPage = createdAt >= 0 ? Math.floor(createdAt / COMPANY_USERS_PAGE_SIZE) + 1 : page;
  const companyName = company.name;

  const columns: TableColumn<CompanyUser>[] = [
    ...userColumns,
    {
      key: 'actions',
      header: t`Ações`,
      align: 'end',
      cell: (user) => <UserActions user={user} onAction={(action) => acting.start(action, user)} />,
    },
  ];

  return (
    <Stack>
      {adding ? (
        <NewCompanyUserForm
          users={list}
          create={create}
          onDone={(user) => {
            setAdding(false);
            if (user) setCreated(user._id);
          }}
        />
      ) : (
        <FormActions>
          <Button tone="secondary" disabled={users.isPending} onClick={() => setAdding(true)}>
            {t`Adicionar usuário`}
          </Button>
        </FormActions>
      )}
      <PagedTable
        caption={t`Usuários de ${companyName}`}
        captionHidden
        columns={columns}
        rows={list}
        rowKey={(user) => user._id}
        loading={users.isPending}
        empty={
          <EmptyState
            level={3}
            title={t`Nenhum usuário para exibir`}
            description={t`Use o botão Adicionar usuário para cadastrar o primeiro.`}
          />
        }
        pageSize={COMPANY_USERS_PAGE_SIZE}
        page={shownPage}
        onPageChange={(next) => {
          setCreated(null);
          setPage(next);
        }}
        pagesLabel={t`Páginas de usuários`}
      />
      <EditCompanyUserDialog {...acting.dialog('edit')} company={company} users={list} />
      <CompanyUserActivationDialog {...acting.dialog('activation')} edit={edit} />
    </Stack>
  );
}
