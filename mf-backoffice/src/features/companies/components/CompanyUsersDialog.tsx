import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  codeMessage,
  fieldRefusals,
  notifyFailure,
  type AdminCompany,
  type CompanyUser,
} from '@portal/api';
import { canTakeRole, USER_ROLES, type UserRole } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { backofficeRequired, dropdown, email, ROLE_LABELS, roleOptions } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  FieldGroup,
  FormActions,
  Pagination,
  paginate,
  Select,
  Stack,
  StatusBadge,
  Table,
  TextField,
  type TableColumn,
} from '@portal/ui';
import { useCompanyUsers, useCreateCompanyUser } from '../api/companyUsers';
import type { CompanyDialogProps } from './companyDialog';

/** Spec §9: the users modal lists 10 users a page. */
export const COMPANY_USERS_PAGE_SIZE = 10;

/** "Usuários da empresa" (spec §2.8): the company's users, 10 a page, and a new user's form. */
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
  const { t, i18n } = useLingui();
  const users = useCompanyUsers(company.id);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  // The user just created: the list shows the page they are on.
  const [created, setCreated] = useState<string | null>(null);

  if (users.isError) {
    return (
      <Alert
        tone="critical"
        title={t`Erro ao buscar usuários`}
        description={t`Verifique a conexão e tente novamente.`}
        action={
          <Button
            tone="secondary"
            busy={users.isFetching}
            busyLabel={t`Buscando usuários…`}
            onClick={() => void users.refetch()}
          >
            {t`Tentar novamente`}
          </Button>
        }
      />
    );
  }

  const list = users.data ?? [];
  const createdAt = created ? list.findIndex((user) => user._id === created) : -1;
  const shownPage = createdAt >= 0 ? Math.floor(createdAt / COMPANY_USERS_PAGE_SIZE) + 1 : page;
  const slice = paginate(list, shownPage, COMPANY_USERS_PAGE_SIZE);
  const companyName = company.name;

  const columns: TableColumn<CompanyUser>[] = [
    { key: 'name', header: t`Nome`, rowHeader: true, cell: (user) => user.name },
    { key: 'email', header: t`E-mail`, cell: (user) => user.email },
    { key: 'role', header: t`Função`, cell: (user) => i18n._(ROLE_LABELS[user.role]) },
    {
      key: 'status',
      header: t`Situação`,
      cell: (user) => <StatusBadge status={user.active ? 'active' : 'inactive'} />,
    },
  ];

  return (
    <Stack>
      {adding ? (
        <NewUserForm
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
      <Table
        caption={t`Usuários de ${companyName}`}
        captionHidden
        columns={columns}
        rows={slice.rows}
        rowKey={(user) => user._id}
        loading={users.isPending}
        empty={
          <EmptyState
            level={3}
            title={t`Nenhum usuário para exibir`}
            description={t`Use o botão Adicionar usuário para cadastrar o primeiro.`}
          />
        }
      />
      <Pagination
        page={slice.page}
        pageCount={slice.pageCount}
        onPageChange={(next) => {
          setCreated(null);
          setPage(next);
        }}
        label={t`Páginas de usuários`}
      />
    </Stack>
  );
}

// Spec §5, back-office: a name of more than 3 characters, an e-mail, a role.
const newUserSchema = v.object({
  name: backofficeRequired,
  email: email({ variant: 'backoffice' }),
  role: v.pipe(dropdown, v.picklist(USER_ROLES, 'dropdown')),
});
const START = { name: '', email: '', role: '' };

const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);

function NewUserForm({
  users,
  create,
  onDone,
}: {
  readonly users: readonly CompanyUser[];
  readonly create: ReturnType<typeof useCreateCompanyUser>;
  /** Closes the form, with the user created (none when cancelled). */
  readonly onDone: (created?: CompanyUser) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // Everything typed stays when the server refuses; a refusal lands on its field.
  const form = useRuleForm(newUserSchema, START, {
    // Spec §6: the role quota, said before anything is sent.
    checks: ({ role }) =>
      isUserRole(role) && !canTakeRole(users, role)
        ? { role: codeMessage('unavailable_role') }
        : undefined,
    refusals: (error) =>
      fieldRefusals(error, {
        codes: { unavailable_mail: 'email', invalid_email: 'email', unavailable_role: 'role' },
      }),
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível criar o usuário`, error),
  });

  const send = async (output: v.InferOutput<typeof newUserSchema>) => {
    const { payload, message } = await create.mutateAsync({
      ...output,
      language: locale === 'es' ? 'ES' : 'PT',
    });
    notify({
      title: t`Usuário criado`,
      description: i18n._(codeMessage(message ?? 'user_creation_success')),
      tone: 'positive',
    });
    onDone(payload);
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <FieldGroup legend={t`Novo usuário`}>
          <TextField label={t`Nome`} autoComplete="off" required {...form.field('name')} />
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="off"
            required
            {...form.field('email')}
          />
          <Select
            label={t`Função`}
            required
            placeholder={t`Selecione a função`}
            options={roleOptions(i18n, USER_ROLES)}
            {...form.choice('role')}
          />
        </FieldGroup>
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={() => onDone()}>
            {t`Cancelar`}
          </Button>
          <Button type="submit" busy={form.submitting} busyLabel={t`Criando usuário…`}>
            {t`Criar usuário`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
