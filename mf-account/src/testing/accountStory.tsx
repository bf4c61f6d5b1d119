// Page stories of mf-account: a page at its route, the remote's other routes beside it, signed
// in as a demo account of a fresh sandbox per story.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import remote from '../routes';

export const accountStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);
