// Stories of mf-backoffice: a page at its route in the remote's providers, signed in as the
// provider's administrator on a fresh sandbox per story; a page's parts the same way. From
// `../remote`, never `../routes`: a story does not climb back through the routes to the pages.
import { remoteStory, type PageStoryOptions } from '@portal/testing/page-story';
import { remote } from '../remote';

export const ADMIN = 'admin@provedor.com.br';

export const backofficeStory = (
  options: Omit<PageStoryOptions, 'catalogs' | 'around' | 'routes' | 'signedInAs'> & {
    readonly signedInAs?: string;
  },
) => remoteStory(remote, { signedInAs: ADMIN, ...options });

/** Stories of a part of the page at `path`, mounted there and shown padded. */
export function backofficePartStory(path: string) {
  const story = backofficeStory({ route: `/${path}`, path });
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
}
