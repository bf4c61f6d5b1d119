import type { ReactElement } from 'react';
import { renderWithPortal, type PortalRenderOptions } from '@portal/testing/render';
import { loadShellMessages } from '../locales/loadMessages';

/** renderWithPortal with the shell's own catalog merged. */
export function renderShell(ui: ReactElement, options: PortalRenderOptions = {}) {
  return renderWithPortal(ui, {
    ...options,
    catalogs: { shell: loadShellMessages, ...options.catalogs },
  });
}
