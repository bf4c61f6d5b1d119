// Stories of mf-billing: a page at its route, the remote's other routes beside it, signed in as a
// demo account of a fresh sandbox per story; a page's components the same way, at their page.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import remote from '../routes';

export const billingStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);

/** Stories of a component of the page at `path`, mounted there and shown padded as a part. */
export function billingPartStory(path: string, signedInAs: string) {
  const story = billingStory({ route: `/${path}`, path, signedInAs });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
