import { withSignedInTexts } from '../../frame/signedIn';
import type { ShellFrame } from './PageOnItsWay';

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
