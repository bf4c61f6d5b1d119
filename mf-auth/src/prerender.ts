// The pages of mf-auth rendered to HTML at build time (the routes marked `prerender`, adr-004).
import { prerenderRoutes } from '@portal/standalone/prerender';
import routes from './routes';

export const prerenderPages = () => prerenderRoutes(routes);
