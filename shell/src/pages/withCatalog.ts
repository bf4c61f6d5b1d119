import { registerCatalog, type CatalogLoader } from '@portal/i18n';

/**
 * A page the shell loads on demand, with the catalog that holds its texts: both are fetched
 * together, and the page comes with both or fails as a whole (to the shell's error boundary).
 */
export async function withCatalog<Page>(
  code: Promise<Page>,
  owner: string,
  loader: CatalogLoader,
): Promise<Page> {
  const [page] = await Promise.all([code, registerCatalog(owner, loader)]);
  return page;
}
