// The pages a visit that goes well never shows (not found, access denied, an unexpected error):
// their code and their texts come together, when one is shown.
import { loadErrorPageMessages } from './locales/loadMessages';
import { withCatalog } from '../locales/catalogs';

export const withTheirTexts = <Page>(code: Promise<Page>): Promise<Page> =>
  withCatalog(code, 'shell-error-pages', loadErrorPageMessages);
