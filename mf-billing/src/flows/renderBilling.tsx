// Flow tests of mf-billing: its routes mounted as the shell mounts them, signed in as a demo
// account of the sandbox installed by installPageSandbox().
import { renderRemote, type PortalRenderOptions } from '@portal/testing/render';
import remote from '../routes';

export function renderBilling(route: string, options: Omit<PortalRenderOptions, 'route'> = {}) {
  return renderRemote(remote, route, options);
}
