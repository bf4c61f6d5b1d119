import { pages, type RemoteRoute } from '@portal/contracts';

/**
 * Where the versions page lives and who may open it: provider administrators, as the
 * back-office they sit beside. The route and the profile menu's link both read it, so the link
 * shows exactly to those the guard lets in. (Kept apart from the page: the first load needs
 * this, not the page.)
 */
export const VERSIONS_ROUTE = {
  path: pages.versions,
  access: 'private',
  groups: ['sales'],
  flag: 'company-list-admin',
} as const satisfies Pick<RemoteRoute, 'path' | 'access' | 'groups' | 'flag'>;
