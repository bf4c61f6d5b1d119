import { ACCESS_DENIED_PATH } from './access';
import { VERSIONS_ROUTE } from './versionsRoute';

/**
 * The shell's own pages (patterns under the base path). A static one the router ranks above a
 * remote's splat (`gestao-de-empresas/*`), so no remote is loaded for it.
 */
export const SHELL_PAGES: readonly string[] = [ACCESS_DENIED_PATH.slice(1), VERSIONS_ROUTE.path];
