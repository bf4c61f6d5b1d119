import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  codeMessage,
  errorMessage,
  isApiError,
  type CompanyUser,
  notifyFailure,
} from '@portal/api';
import { canTakeRole } from '@portal/domain';
import { notify } from '@portal/notify';
import { sessionStore } from '@portal/session';
import { Alert, Button, Dialog, Select } from '@portal/ui';
import { useUpdateRole } from '../api/updateRole';
import { ROLE_LABELS } from '../../../shared/roles';
import { isUserRole, useRoleOptions } from '../roles';
import * as styles from '../UserManagementPage.css';

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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!update.isPending) onOpenChange(next);
      }}
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
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ChangeRoleForm({
  user,
  users,
  self,
  update,
  onClose,
}: {
  readonly user: CompanyUser;
  readonly users: readonly CompanyUser[];
  readonly self: boolean;
  readonly update: ReturnType<typeof useUpdateRole>;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const roleOptions = useRoleOptions();
  const [role, setRole] = useState<string>(user.role);
  // Spec §8: a refusal with status 400 is shown here, in the dialog; any other as a toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);

  // The quota counts active users only; the user's own current role is not counted twice.
  const quotaUsed = isUserRole(role) && user.active && !canTakeRole(users, role, user._id);
  const unchanged = role === user.role;

  const save = async () => {
    if (sending.current || !isUserRole(role) || unchanged || quotaUsed) return;
    sending.current = true;
    setRefusal(null);
    try {
      await update.mutateAsync({ id: user._id, userRole: role });
      if (self) sessionStore.getState().update({ userRole: role });
      const { name } = user;
      const label = i18n._(ROLE_LABELS[role]);
      notify({
        title: t`Função alterada`,
        description: t`${name} agora tem a função ${label}.`,
        tone: 'positive',
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setRefusal(i18n._(errorMessage(error)));
      } else {
        notifyFailure(i18n, t`Não foi possível alterar a função`, error);
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {refusal ? (
        <Alert tone="critical" title={t`Não foi possível alterar a função`} description={refusal} />
      ) : null}
      <Select
        label={t`Função`}
        name="role"
        required
        options={roleOptions}
        value={role}
        onChange={(value) => {
          setRole(value);
          setRefusal(null);
        }}
        error={quotaUsed ? i18n._(codeMessage('unavailable_role')) : undefined}
      />
      <div className={styles.formActions}>
        <Button tone="ghost" disabled={update.isPending} onClick={onClose}>
          {t`Cancelar`}
        </Button>
        <Button
          type="submit"
          disabled={unchanged || quotaUsed}
          busy={update.isPending}
          busyLabel={t`Salvando…`}
        >
          {t`Salvar função`}
        </Button>
      </div>
    </form>
  );
}
