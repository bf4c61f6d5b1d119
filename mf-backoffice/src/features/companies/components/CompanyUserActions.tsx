import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@portal/api';
import { ActionMenu } from '@portal/ui';

/** What a row of the users modal opens. */
export type UserAction = 'edit' | 'activation';

/**
 * Which row's dialog is open. Its user stays while it closes, so the dialog's texts do not jump;
 * `dialog(action)` gives that action's dialog its open state and user.
 */
export function useUserAction() {
  const [acting, setActing] = useState<{
    readonly action: UserAction;
    readonly user: CompanyUser;
    readonly open: boolean;
  } | null>(null);
  return {
    start: (action: UserAction, user: CompanyUser) => setActing({ action, user, open: true }),
    dialog: (action: UserAction) => ({
      open: acting?.action === action && acting.open,
      onOpenChange: (open: boolean) => setActing((current) => current && { ...current, open }),
      user: acting?.action === action ? acting.user : null,
    }),
  };
}

/** A row's Edit and Deactivate (or Reactivate), behind one menu button named for the user. */
export function UserActions({
  user,
  onAction,
}: {
  readonly user: CompanyUser;
  readonly onAction: (action: UserAction) => void;
}) {
  const { t } = useLingui();
  const { name } = user;
  return (
    <ActionMenu
      label={t`Ações de ${name}`}
      items={[
        { id: 'edit', label: t`Editar`, onSelect: () => onAction('edit') },
        {
          id: 'activation',
          label: user.active ? t`Desativar` : t`Reativar`,
          onSelect: () => onAction('activation'),
        },
      ]}
    >
      {t`Ações`}
    </ActionMenu>
  );
}
