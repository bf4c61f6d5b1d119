// The pages of mf-auth rendered to HTML at build time (the routes marked `prerender`, adr-004).
import { prerenderHeads, prerenderQueryRules, prerenderRoutes } from '@portal/standalone/prerender';
import routes from './routes';

export const prerenderPages = () => prerenderRoutes(routes);
/** Their titles and meta descriptions, for the head of the page the shell's server sends. */
export const prerenderPageHeads = () => prerenderHeads(routes);
/** The query parameters that rule a page's prerender out (recovery's `token`). */
export const prerenderPageRules = () => prerenderQueryRules(routes);
