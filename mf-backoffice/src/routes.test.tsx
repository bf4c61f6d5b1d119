import { describeRemoteRoutes } from '@portal/testing/remote-contract';
import routes from './routes';

describeRemoteRoutes(routes);
