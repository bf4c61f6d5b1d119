import { withCatalog } from '../locales/catalogs';
import { loadSignedInMessages } from './locales/loadMessages';

/** A part of the signed-in frame, with the catalog of its texts: both come, or it fails whole. */
export const withSignedInTexts = <Part>(code: Promise<Part>): Promise<Part> =>
  withCatalog(code, 'shell-signed-in', loadSignedInMessages);
