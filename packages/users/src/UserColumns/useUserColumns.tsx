import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CompanyUser } from '@portal/api';
import { ROLE_LABELS } from '@portal/rules';
import { Badge, type TableColumn } from '@portal/ui';

/**
 * The columns every list of a company's users starts with: name (the row's header), e-mail,
 * role and whether the user is active. The list adds its own after them (its actions).
 */
export function useUserColumns(): TableColumn<CompanyUser>[] {
  const { i18n, _ } = useLingui();
  return [
    { key: 'name', header: _(msg`Nome`), rowHeader: true, cell: (user) => user.name },
    { key: 'email', header: _(msg`E-mail`), cell: (user) => user.email },
    { key: 'role', header: _(msg`Função`), cell: (user) => i18n._(ROLE_LABELS[user.role]) },
    {
      key: 'status',
      header: _(msg`Situação`),
      cell: (user) =>
        user.active ? (
          <Badge tone="positive">{_(msg`Ativo`)}</Badge>
        ) : (
          <Badge tone="neutral">{_(msg`Inativo`)}</Badge>
        ),
    },
  ];
}
