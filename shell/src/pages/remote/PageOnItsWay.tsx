import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { Navigate } from '@portal/router';
import { sessionStore, useSession } from '@portal/session';
import { Loading, PageFrame } from '@portal/ui';
import { framePageAt, type FramePage } from '../../routing/framePages';
import { useAccessDecision } from '../../routing/useAccessDecision';
import { usePageTitle } from '../../routing/usePageTitle';
import { FramedPage } from './FramedPage';

/**
 * What a route shows while its remote is on its way (its routes and catalog, before any page
 * code). A page the shell knows (routing/framePages.ts) is drawn at once, its title and
 * placeholders, as the remote's own frame would draw it, and its guard applies at once: a
 * visitor it does not let in goes where it sends them without waiting for the remote. Any
 * other page shows a loading indicator.
 */
export function PageOnItsWay({ pattern }: { readonly pattern: string }) {
  const page = framePageAt(
    pattern,
    useSession((state) => state.session),
  );
  return page ? <KnownPageOnItsWay page={page} /> : <Loading />;
}

function KnownPageOnItsWay({ page }: { readonly page: FramePage }) {
  const { i18n } = useLingui();
  const decision = useAccessDecision(page);
  usePageTitle(decision.kind === 'render' ? page.title : null);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <PageFrame title={i18n._(page.title)} />;
}

/** What the shell knows of the pages its profile menu opens, to draw them before their remote. */
export interface ShellFrame {
  /** Draws the route at `pattern` while its remote is on its way (PageOnItsWay). */
  readonly Frame: ComponentType<{ readonly pattern: string }>;
  /** Whether the shell can draw the page at `pathname` itself (routing/framePages.ts). */
  readonly knows: (pathname: string) => boolean;
  /** How a framed page waits for its code, once its remote is in (FramedPage). */
  readonly FramedPage: typeof FramedPage;
}

/** The shell's frame, as shellFrame.ts loads it for a signed-in visitor. */
export const shellFrame: ShellFrame = {
  Frame: PageOnItsWay,
  knows: (pathname) => framePageAt(pathname, sessionStore.getState().session) !== undefined,
  FramedPage,
};
