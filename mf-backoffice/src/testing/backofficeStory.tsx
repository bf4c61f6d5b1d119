// Stories of mf-backoffice: a page at its route in the remote's providers, signed in as the
// provider's administrator on a fresh sandbox per story; a page's parts the same way
// (`backofficePartStory(path)`, shown padded). From `../remote`, never `../routes`: a story does
// not climb back through the routes to the pages.
import { remoteStories } from '@portal/testing/page-story';
import { remote } from '../remote';

export const ADMIN = 'admin@provedor.com.br';

export const { story: backofficeStory, partStory: backofficePartStory } = remoteStories(remote, {
  signedInAs: ADMIN,
});
