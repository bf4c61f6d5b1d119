import { withCatalog } from '../../locales/catalogs';
import { loadVersionsMessages } from './locales/loadMessages';

/** The versions page's code and its catalog, fetched together when the page is first opened. */
export const loadVersionsPage = () =>
  withCatalog(
    import(/* webpackChunkName: "versions" */ './VersionsPage'),
    'shell-versions',
    loadVersionsMessages,
  );
