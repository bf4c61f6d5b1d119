import { registerCatalog } from '@portal/i18n';
import { loadVersionsMessages } from './locales/loadMessages';

/** The versions page's code and its catalog, fetched together when the page is first opened. */
export async function loadVersionsPage() {
  const [page] = await Promise.all([
    import(/* webpackChunkName: "versions" */ './VersionsPage'),
    registerCatalog('shell-versions', loadVersionsMessages),
  ]);
  return page;
}
