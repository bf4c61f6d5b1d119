// Stories of mf-account: a page at its route in the remote's providers, signed in as a demo
// account of a fresh sandbox per story; a page's components the same way, at their page. From
// `../remote`, never `../routes`: a story does not climb back through the routes to the pages.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import { remote } from '../remote';

export const accountStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);

/**
 * Stories of a component of the page at `path`: mounted there, so it has what the page gives it
 * (the remote's query cache, the session, the sandbox), shown padded as a part.
 */
export function accountPartStory(path: string, signedInAs: string) {
  const story = accountStory({ route: `/${path}`, path, signedInAs });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
