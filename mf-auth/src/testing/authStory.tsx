// Page stories of mf-auth: a page at its route, the other auth routes beside it, the frame's
// toast area, the remote's catalog and a fresh sandbox per story.
import { Suspense } from 'react';
import { pageStory, type PageStoryOptions } from '@portal/testing/page-story';
import { PortalToasts } from '@portal/ui';
import remote from '../routes';

const authRoutes = remote.routes.map(({ path, Page }) => ({
  path,
  element: (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ),
}));

export function authStory(options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) {
  return pageStory({
    ...options,
    routes: authRoutes.filter((route) => route.path !== options.path),
    catalogs: { mf_auth: remote.loadMessages },
    around: PortalToasts,
  });
}
