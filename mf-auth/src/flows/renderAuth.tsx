// Flow tests of mf-auth: its routes mounted as the shell mounts them, signed out, against the
// sandbox installed by installPageSandbox().
import { remoteRenderer } from '@portal/testing/render';
import routes from '../routes';

export const renderAuth = remoteRenderer(routes);
