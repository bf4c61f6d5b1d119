import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pages, type FeatureFlag, type Group } from '@portal/contracts';
import type { SessionData } from '@portal/session';
import { mayChoosePlan } from '@portal/session/purchase';

/** A signed-in page of a remote that the shell's frame links to, as the shell knows it. */
export interface FramePage {
  /** The route's pattern, as in the runtime config (no leading slash; '' is the home page). */
  readonly path: string;
  /** The page's title: the remote's route title, word for word. */
  readonly title: MessageDescriptor;
  readonly access: 'private';
  readonly groups?: readonly Group[];
  readonly flag?: FeatureFlag;
  /**
   * The sessions to whom the page shows this title, when not all it lets in: to the others it
   * shows something else (a refusal, another step), so its frame is not drawn for them.
   */
  readonly shownTo?: (session: SessionData) => boolean;
}

/**
 * The remotes' signed-in pages the profile menu and the header open, named once for the shell:
 * the links read them, and a visit to one draws the page's title and placeholders the moment it is
 * opened, before its remote has arrived (issue 52), so a first switch shows where it went at
 * once on any machine. Who may open each is the remote route's guard, repeated here so that the
 * frame is drawn for exactly those its page will let in (the shell's guard decides on it as it
 * would on the remote's route). The titles are in the shell's first
 * catalog already (they are the menu's words).
 */
export const FRAME_PAGES = {
  home: { path: pages.home, title: msg`Minha conta`, access: 'private' },
  profile: { path: pages.profile, title: msg`Editar perfil`, access: 'private' },
  companies: {
    path: pages.companies,
    title: msg`Gestão de empresas`,
    access: 'private',
    groups: ['sales'],
    flag: 'company-list-admin',
  },
  charges: {
    path: pages.charges,
    title: msg`Gestão de cobranças`,
    access: 'private',
    groups: ['superUser'],
    flag: 'charges-management',
  },
  users: {
    path: pages.users,
    title: msg`Gestão de usuários`,
    access: 'private',
    groups: ['superUser', 'manager'],
    flag: 'user-management',
  },
  // The header's "Planos" (PlansLink), shown to exactly the sessions for whom the page is plan
  // selection under this title; another state's visit (a paying customer's) is told why instead.
  checkout: {
    path: pages.checkout,
    title: msg`Escolha seu plano`,
    access: 'private',
    shownTo: mayChoosePlan,
  },
} as const satisfies Record<string, FramePage>;

/**
 * Pure: the page of FRAME_PAGES at `pathname` (under the base path) whose title `session` would
 * see, if any.
 */
export function framePageAt(pathname: string, session: SessionData | null): FramePage | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const page: FramePage | undefined = Object.values(FRAME_PAGES).find(
    (candidate: FramePage) => candidate.path === path,
  );
  if (!page?.shownTo) return page;
  return session && page.shownTo(session) ? page : undefined;
}
