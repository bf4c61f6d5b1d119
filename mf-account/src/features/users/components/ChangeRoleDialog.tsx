import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  errorMessage,
  isApiError,
  type CompanyUser,
  notifyFailure,
  roleQuotaRefusal,
} from '@portal/api';
import { USER_ROLES } from '@portal/domain';
import { ROLE_LABELS } from '@portal/rules';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import { sessionStore } from '@portal/session';
import { FormDialog, FormDialogForm, Select } from '@portal/ui';
import { useUpdateRole } from '../api/updateRole';
import { useRoleOptions } from '../roles';

const roleSchema = v.object({ role: v.picklist(USER_ROLES, 'dropdown') });

export interface ChangeRoleDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Whose role changes (kept while the dialog closes). */
  readonly user: CompanyUser | null;
  /** The company's users as loaded: the role quota is checked on them before sending. */
  readonly users: readonly CompanyUser[];
  /** The signed-in user: a change of their own role also goes to the session (spec §3). */
  readonly selfId: string | undefined;
}

/** "Alterar função": the role Select, saved with PUT /super-user/updateRole. */
export function ChangeRoleDialog({
  open,
  onOpenChange,
  user,
  users,
  selfId,
}: ChangeRoleDialogProps) {
  const { t } = useLingui();
  const update = useUpdateRole();
  const name = user?.name ?? '';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={t`Alterar função`}
      description={t`Escolha a nova função de ${name}.`}
    >
      {user ? (
        <ChangeRoleForm
          key={user._id}
          user={user}
          users={users}
          self={user._id === selfId}
          update={update}
        />
      ) : null}
    </FormDialog>
  );
}

function ChangeRoleForm({
  user,
  users,
  self,
  update,
}: {
  readonly user: CompanyUser;
  readonly users: readonly CompanyUser[];
  readonly self: boolean;
  readonly update: ReturnType<typeof useUpdateRole>;
}) {
  const { t, i18n } = useLingui();
  const roleOptions = useRoleOptions();
  const form = useRuleForm(
    roleSchema,
    { role: user.role as string },
    {
      // The quota counts active users only; the user's own current role is not counted twice.
      checks: ({ role }) => (user.active ? roleQuotaRefusal(users, role, user._id) : undefined),
      // Spec §8: a refusal with status 400 is shown here, in the dialog; any other as a toast.
      refusals: (error) =>
        isApiError(error) && error.status === 400
          ? { [FORM_ERROR]: errorMessage(error) }
          : undefined,
      onFailure: (error) => notifyFailure(i18n, t`Não foi possível alterar a função`, error),
    },
  );

  const save = async ({ role }: v.InferOutput<typeof roleSchema>) => {
    await update.mutateAsync({ id: user._id, userRole: role });
    if (self) sessionStore.getState().setUserRole(role);
    const { name } = user;
    const label = i18n._(ROLE_LABELS[role]);
    return {
      title: t`Função alterada`,
      description: t`${name} agora tem a função ${label}.`,
      tone: 'positive' as const,
    };
  };

  return (
    <FormDialogForm
      form={form}
      onSubmit={save}
      errorTitle={t`Não foi possível alterar a função`}
      submitLabel={t`Salvar função`}
    >
      <Select label={t`Função`} required options={roleOptions} {...form.choice('role')} />
    </FormDialogForm>
  );
}
