// The pages of mf-auth rendered to HTML at build time (the routes marked `prerender`, adr-004),
// and on demand for a visit the build's pages do not cover (adr-006).
import {
  prerenderHeads,
  prerenderPatterns,
  prerenderQueryRules,
  prerenderRoutes,
  renderRoutePage,
} from '@portal/standalone/prerender';
import type { PrerenderVariant } from '@portal/config';
import routes from './routes';

export const prerenderPages = () => prerenderRoutes(routes);
/** Their titles and meta descriptions, for the head of the page the shell's server sends. */
export const prerenderPageHeads = () => prerenderHeads(routes);
/** The query parameters that rule a page's prerender out (recovery's `token`). */
export const prerenderPageRules = () => prerenderQueryRules(routes);
/** The patterns `renderPage` renders: a link's sign-up, a recovery link. */
export const renderablePatterns = () => prerenderPatterns(routes);
/** One visit's page (`login/cadastro/adw/REDESUL`), rendered when the shell's server asks. */
export const renderPage = (path: string, variant: PrerenderVariant) =>
  renderRoutePage(routes, path, variant);
