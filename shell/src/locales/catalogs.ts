import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { registerCatalog, type CatalogLoader } from '@portal/i18n';

/** A catalog compiled for one locale by `pnpm i18n`, fetched as a chunk of its own. */
export type CompiledCatalog = () => Promise<{ readonly messages: Messages }>;

/**
 * The loader of a catalog of the shell's (its first one, the signed-in frame's, the error
 * pages', the versions page's): the compiled messages of the locale asked for, Spanish or else
 * Portuguese. Each catalog names its two chunks itself (`import()` with its chunk name), so the
 * build keeps them apart; how a locale picks one is written here once.
 */
export const catalogLoader =
  (es: CompiledCatalog, ptBR: CompiledCatalog): CatalogLoader =>
  async (locale: Locale) =>
    (await (locale === 'es' ? es : ptBR)()).messages;

/**
 * Registers a catalog of the shell's: its texts give way to a remote's for the same message (the
 * menu's words are the remote pages' titles; a remote redeployed alone may have changed them).
 */
export const registerShellCatalog = (owner: string, loader: CatalogLoader): Promise<void> =>
  registerCatalog(owner, loader, { yields: true });

/**
 * A page the shell loads on demand, with the catalog that holds its texts: both are fetched
 * together, and the page comes with both or fails as a whole (to the shell's error boundary).
 */
export async function withCatalog<Page>(
  code: Promise<Page>,
  owner: string,
  loader: CatalogLoader,
): Promise<Page> {
  const [page] = await Promise.all([code, registerShellCatalog(owner, loader)]);
  return page;
}
