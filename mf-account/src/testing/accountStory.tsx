// Stories of mf-account: a page at its route in the remote's providers, signed in as a demo
// account of a fresh sandbox per story (the paid company's super user unless the story names
// another); a page's components the same way, at their page (`accountPartStory(path)`, shown
// padded). From `../remote`, never `../routes`: a
// story does not climb back through the routes to the pages.
import { remoteStories } from '@portal/testing/page-story';
import { remote } from '../remote';

export const { story: accountStory, partStory: accountPartStory } = remoteStories(remote, {
  signedInAs: 'super.pago@demo.com.br',
});
