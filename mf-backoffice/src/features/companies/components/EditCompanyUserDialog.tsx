import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  fieldRefusals,
  notifyFailure,
  roleQuotaRefusal,
  type AdminCompany,
  type CompanyUser,
} from '@portal/api';
import { companyUserSchema, maskCnpj } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { DescriptionList, FormDialog, FormDialogForm, Skeleton, Stack } from '@portal/ui';
import { UserFields } from '@portal/users';
import { useCompanyData } from '../api/company';
import { useEditCompanyUser } from '../api/companyUsers';

// Spec §5 and §6: the back-office's rules, as the users modal's new-user form (a name of more than
// 3 characters, an e-mail, a role within the officer quota) and its messages.
const userSchema = companyUserSchema({ variant: 'backoffice' });

export interface EditCompanyUserDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly company: AdminCompany;
  /** Whose data changes (kept while the dialog closes, so its texts do not jump). */
  readonly user: CompanyUser | null;
  /** The company's users as loaded: the role quota is checked on them before sending. */
  readonly users: readonly CompanyUser[];
}

/**
 * The users modal's "Editar usuário" (spec §7, PUT /my/user/{id}/edit): a provider administrator
 * corrects a customer's user: name, e-mail and role, in the company read from GET /company.
 */
export function EditCompanyUserDialog({
  open,
  onOpenChange,
  company,
  user,
  users,
}: EditCompanyUserDialogProps) {
  const { t } = useLingui();
  const edit = useEditCompanyUser(company.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={edit.isPending}
      title={t`Editar usuário`}
      description={user?.name ?? ''}
    >
      <Stack>
        <CompanySummary company={company} />
        {user ? <EditUserForm key={user._id} user={user} users={users} edit={edit} /> : null}
      </Stack>
    </FormDialog>
  );
}

/** Which company the user is in: the admin list's name and CNPJ, GET /company's fantasy name. */
function CompanySummary({ company }: { readonly company: AdminCompany }) {
  const { t } = useLingui();
  const data = useCompanyData(company.id);
  let fantasyName: React.ReactNode = <Skeleton width="medium" />;
  if (data.isError) fantasyName = t`Não disponível`;
  else if (data.data) fantasyName = data.data.fantasyName || '—';
  return (
    <DescriptionList
      items={[
        { term: t`Empresa`, details: company.name },
        { term: t`Nome fantasia`, details: fantasyName },
        { term: t`CNPJ`, details: maskCnpj(company.cnpj) },
      ]}
    />
  );
}

function EditUserForm({
  user,
  users,
  edit,
}: {
  readonly user: CompanyUser;
  readonly users: readonly CompanyUser[];
  readonly edit: ReturnType<typeof useEditCompanyUser>;
}) {
  const { t, i18n } = useLingui();
  const form = useRuleForm(
    userSchema,
    { name: user.name, email: user.email, role: user.role as string },
    {
      // The quota counts active users; the user's own current role is not counted twice.
      checks: ({ role }) => (user.active ? roleQuotaRefusal(users, role, user._id) : undefined),
      // Everything typed stays when the server refuses; these land on their fields (spec §8).
      refusals: (error) =>
        fieldRefusals(error, {
          codes: { unavailable_mail: 'email', invalid_email: 'email', unavailable_role: 'role' },
        }),
      onFailure: (error) => notifyFailure(i18n, t`Não foi possível salvar o usuário`, error),
    },
  );

  const save = async (output: v.InferOutput<typeof userSchema>) => {
    const { payload } = await edit.mutateAsync({ ...output, id: user._id, deleted: !user.active });
    const { name } = payload;
    return { title: t`Usuário atualizado`, description: name, tone: 'positive' as const };
  };

  return (
    <FormDialogForm
      form={form}
      onSubmit={save}
      errorTitle={t`Não foi possível salvar o usuário`}
      submitLabel={t`Salvar usuário`}
    >
      <UserFields
        name={form.field('name')}
        email={form.field('email')}
        role={form.choice('role')}
      />
    </FormDialogForm>
  );
}
