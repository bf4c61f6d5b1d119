import type { ComponentType } from 'react';
import { withSignedInTexts } from '../frame/signedIn';
import type { FramedPage } from './FramedPage';

/** What the shell knows of the pages its profile menu opens, to draw them before their remote. */
export interface ShellFrame {
  /** Draws the route at `pattern` while its remote is on its way (PageOnItsWay). */
  readonly Frame: ComponentType<{ readonly pattern: string }>;
  /** Whether the shell can draw the page at `pathname` itself (routing/framePages.ts). */
  readonly knows: (pathname: string) => boolean;
  /** How a framed page waits for its code, once its remote is in (FramedPage). */
  readonly FramedPage: typeof FramedPage;
}

let loaded: ShellFrame | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the shell's frame of the menu's pages, once: for a signed-in visitor, as soon as they
 * are (the pages it draws are signed-in pages, the menu's), so the cold public pages carry none
 * of it and a first switch finds it here. Its texts are the signed-in frame's catalog. A visit before it is in shows a loading indicator.
 */
export function loadShellFrame(): Promise<void> {
  loading ??= withSignedInTexts(import('./PageOnItsWay')).then(
    (module) => {
      loaded = module.shellFrame;
    },
    () => {
      // Not a failure anyone sees: the page's own frame, or a loading indicator, shows instead.
      loading = null;
    },
  );
  return loading;
}

/** The shell's frame, once loaded (null before). */
export const shellFrame = (): ShellFrame | null => loaded;
