// Stories of mf-account: a page at its route, the remote's other routes beside it, signed in as a
// demo account of a fresh sandbox per story; a page's components the same way, at their page.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import remote from '../routes';

export const accountStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);

/**
 * Stories of a component of the page at `path`: mounted there, so it has what the page gives it
 * (the remote's query cache, the session, the sandbox, links that land), shown padded as a part.
 */
export function accountPartStory(path: string, signedInAs: string) {
  const story = accountStory({ route: `/${path}`, path, signedInAs });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
