import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@portal/api';
import { EmptyState, PagedTable, type TableColumn, type TablePaging } from '@portal/ui';
import { useUserColumns } from '@portal/users';

/** Spec §9: user management lists 10 users a page. */
export const USERS_PAGE_SIZE = 10;

export interface UsersTableProps extends TablePaging {
  /** Names the table (the tab's name, so hidden: the tab already says it). */
  readonly caption: string;
  readonly users: readonly CompanyUser[];
  /** What the empty tab says. */
  readonly emptyTitle: string;
  /** The signed-in user: never offered their own deactivation (spec §4). */
  readonly selfId: string | undefined;
  readonly onChangeRole: (user: CompanyUser) => void;
  readonly onToggleActivation: (user: CompanyUser) => void;
}

/** One tab's users, 10 a page, with the actions a manager may take on each. */
export function UsersTable({
  caption,
  users,
  emptyTitle,
  selfId,
  onChangeRole,
  onToggleActivation,
  ...paging
}: UsersTableProps) {
  const { t } = useLingui();
  const userColumns = useUserColumns();

  const columns: TableColumn<CompanyUser>[] = [
    ...userColumns,
    {
      key: 'superUser',
      header: t`Superusuário`,
      cell: (user) => (user.isSuperUser ? t`Sim` : t`Não`),
    },
  ];

  return (
    <PagedTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      {...paging}
      empty={
        <EmptyState
          title={emptyTitle}
          description={t`Use o botão Adicionar usuário para cadastrar alguém.`}
        />
      }
      pageSize={USERS_PAGE_SIZE}
      pagesLabel={t`Páginas de ${caption}`}
      rowActions={{
        header: t`Ações`,
        rowName: (user) => user.name,
        actions: (user) => [
          { id: 'role', label: t`Alterar função`, onSelect: () => onChangeRole(user) },
          user._id === selfId
            ? null
            : {
                id: 'activation',
                label: user.active ? t`Desativar` : t`Reativar`,
                tone: user.active ? 'ghost' : 'secondary',
                onSelect: () => onToggleActivation(user),
              },
        ],
      }}
    />
  );
}
