// Stories of mf-checkout: a page at its route in the remote's providers, signed in as a demo
// account of a fresh sandbox per story; a page's components the same way, at their page
// (`checkoutPartStory(path, signedInAs)`, shown padded). From `../remote`, never `../routes`: a
// story does not climb back through the routes to the pages.
import { remoteStories } from '@portal/testing/page-story';
import { remote } from '../remote';

export const { story: checkoutStory, partStory: checkoutPartStory } = remoteStories(remote);
