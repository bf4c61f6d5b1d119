// Page stories of mf-auth: a page at its route with the other auth routes beside it and a fresh
// sandbox per story.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import remote from '../routes';

export const authStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);
