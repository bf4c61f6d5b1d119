// Flow tests of mf-auth: its routes mounted as the shell mounts them, against the sandbox
// installed by installPageSandbox().
import { OUTSIDE_HOME, renderRemote, type PortalRenderOptions } from '@portal/testing/render';
import remote from '../routes';

export function renderAuth(route: string, options: Omit<PortalRenderOptions, 'route'> = {}) {
  return renderRemote(remote, route, options);
}

renderAuth.HOME = OUTSIDE_HOME;
