// Stories of mf-auth: a page at its route with the remote's catalog, signed out, against a fresh
// sandbox per story; a page's components the same way, at their page (`authPartStory(path)`,
// shown padded). From `../remote`, never `../routes`: a story does not climb back through the
// routes to the pages.
import { remoteStories } from '@portal/testing/page-story';
import { remote } from '../remote';

export const { story: authStory, partStory: authPartStory } = remoteStories(remote);
