// Flow tests of mf-backoffice: its routes mounted as the shell mounts them, signed in as a demo
// account of the sandbox installed by installPageSandbox() (the administrator, as a rule).
import { remoteRenderer } from '@portal/testing/render';
import routes from '../routes';

export const renderBackoffice = remoteRenderer(routes);
