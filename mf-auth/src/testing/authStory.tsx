// Page stories of mf-auth: a page at its route with the remote's catalog and a fresh sandbox per
// story. From `../remote`, never `../routes`: a story does not climb back through the routes.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import { remote } from '../remote';

export const authStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);

/**
 * Stories of a component of the public page at `route` (mounted at `path`): signed out, with
 * what the page gives it (the sandbox, the remote's catalog), shown padded.
 */
export function authPartStory(route: string, path: string) {
  const story = authStory({ route, path });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
