// Flow tests of mf-backoffice: its routes mounted as the shell mounts them, signed in as a demo
// account of the sandbox installed by installPageSandbox() (the administrator, as a rule).
import { renderRemote, type PortalRenderOptions } from '@portal/testing/render';
import remote from '../routes';

export function renderBackoffice(route: string, options: Omit<PortalRenderOptions, 'route'> = {}) {
  return renderRemote(remote, route, options);
}
