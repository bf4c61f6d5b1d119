import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeatureFlag, Group } from '@portal/contracts';
import { hasAnyGroup } from '@portal/session';
import { FRAME_PAGES, type FramePage } from '../routing/framePages';
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

/** A menu link to a page the shell knows: named by the page's title, shown as its guard says. */
function linkTo(id: string, page: FramePage): MenuEntry {
  return {
    id,
    label: page.title,
    to: `/${page.path}`,
    ...(page.flag ? { flag: page.flag } : {}),
    ...(page.groups ? { groups: page.groups } : {}),
    enabled: true,
  };
}

/** The profile menu of spec 2.5, with the visibility rules of spec §6. */
export const PROFILE_MENU: readonly MenuEntry[] = [
  linkTo('my-account', FRAME_PAGES.home),
  linkTo('edit-profile', FRAME_PAGES.profile),
  linkTo('company-management', FRAME_PAGES.companies),
  {
    // Issue 30: shown to exactly those the page's guard lets in (provider administrators).
    id: 'portal-versions',
    label: msg`Versões do portal`,
    to: `/${VERSIONS_ROUTE.path}`,
    flag: VERSIONS_ROUTE.flag,
    groups: VERSIONS_ROUTE.groups,
    enabled: true,
  },
  linkTo('charges-management', FRAME_PAGES.charges),
  linkTo('user-management', FRAME_PAGES.users),
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
