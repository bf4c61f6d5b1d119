import { mountStandalone } from '@portal/standalone';
import routes from './routes';

// This remote alone, in a minimal frame (its dev page and `start`).
void mountStandalone(routes);
