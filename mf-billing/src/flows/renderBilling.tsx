// Flow tests of mf-billing: its routes mounted as the shell mounts them, signed in as a demo
// account of the sandbox installed by installPageSandbox().
import { remoteRenderer } from '@portal/testing/render';
import routes from '../routes';

export const renderBilling = remoteRenderer(routes);
