import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { registerCatalog, type CatalogLoader } from '@portal/i18n';

/** A catalog compiled for each locale by `pnpm i18n`, each fetched as a chunk of its own. */
export type CompiledCatalog = Readonly<
  Record<Locale, () => Promise<{ readonly messages: Messages }>>
>;

/**
 * The loader of a catalog of the shell's (its first one, the signed-in frame's, the error
 * pages', the versions page's): the compiled messages of the locale asked for, Portuguese for
 * any other. Each catalog names its two chunks itself (`import()` with its chunk name), so the
 * build keeps them apart; how a locale picks one is written here once.
 */
export const catalogLoader =
  (compiled: CompiledCatalog): CatalogLoader =>
  async (locale) =>
    (await (locale === 'es' ? compiled.es : compiled['pt-BR'])()).messages;

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
