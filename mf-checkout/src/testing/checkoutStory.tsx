// Stories of mf-checkout: a page at its route in the remote's providers, signed in as a demo
// account of a fresh sandbox per story; a page's components the same way, at their page. Never
// from `../routes`: a story does not climb back through the routes to the pages.
import { queryProvider } from '@portal/api/queries';
import type { Locale } from '@portal/contracts';
import { remoteStory, type PageStoryOptions, type StoryRemote } from '@portal/testing/page-story';
import { checkoutQueries } from '../shared/queries';

// The remote apart from its pages, as the routes module gives it to the shell (the other remotes
// keep it in `src/remote.ts`, which their routes module spreads).
const remote: StoryRemote = {
  name: 'mf_checkout',
  loadMessages: async (locale: Locale) =>
    (locale === 'es'
      ? await import('../locales/es/messages')
      : await import('../locales/pt-BR/messages')
    ).messages,
  Providers: queryProvider(checkoutQueries),
};

export const checkoutStory = (options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes'>) =>
  remoteStory(remote, options);

/** Stories of a component of the page at `path`, mounted there and shown padded as a part. */
export function checkoutPartStory(path: string, signedInAs: string) {
  const story = checkoutStory({ route: `/${path}`, path, signedInAs });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
