import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeatureFlag, Group } from '@portal/contracts';
import { hasAnyGroup } from '@portal/session';
import { VERSIONS_ROUTE } from '../routing/versionsRoute';

export interface MenuEntry {
  readonly id: string;
  readonly label: MessageDescriptor;
  /** Router path, or 'logout'. */
  readonly to: string | 'logout';
  readonly flag?: FeatureFlag;
  readonly groups?: readonly Group[];
  readonly enabled: boolean;
}

/** The profile menu of spec 2.5, with the visibility rules of spec §6. */
export const PROFILE_MENU: readonly MenuEntry[] = [
  { id: 'my-account', label: msg`Minha conta`, to: '/', enabled: true },
  { id: 'edit-profile', label: msg`Editar perfil`, to: '/meu/perfil', enabled: true },
  {
    id: 'company-management',
    label: msg`Gestão de empresas`,
    to: '/gestao-de-empresas',
    flag: 'company-list-admin',
    groups: ['sales'],
    enabled: true,
  },
  {
    // Issue 30: shown to exactly those the page's guard lets in (provider administrators).
    id: 'portal-versions',
    label: msg`Versões do portal`,
    to: `/${VERSIONS_ROUTE.path}`,
    flag: VERSIONS_ROUTE.flag,
    groups: VERSIONS_ROUTE.groups,
    enabled: true,
  },
  {
    id: 'charges-management',
    label: msg`Gestão de cobranças`,
    to: '/gestao-de-cobrancas',
    flag: 'charges-management',
    groups: ['superUser'],
    enabled: true,
  },
  {
    id: 'user-management',
    label: msg`Gestão de usuários`,
    to: '/gestao-de-usuarios',
    flag: 'user-management',
    groups: ['superUser', 'manager'],
    enabled: true,
  },
  { id: 'exit', label: msg`Sair`, to: 'logout', enabled: true },
];

/** Pure: the entries a user with these attributions sees under these flags. */
export function visibleMenuEntries(
  attributions: readonly Group[] | null,
  isFlagOn: (flag: FeatureFlag | undefined) => boolean,
  entries: readonly MenuEntry[] = PROFILE_MENU,
): MenuEntry[] {
  return entries.filter(
    (entry) => entry.enabled && isFlagOn(entry.flag) && hasAnyGroup(attributions, entry.groups),
  );
}
