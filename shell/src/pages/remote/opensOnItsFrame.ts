import { remoteServing } from '../../remotes/loading/federation';
import { readyPage } from '../../remotes/loading/loadedPages';
import { isPreloaded, loadedWithCatalog, routeAt } from '../../remotes/loading/useRemoteModule';
import { shellFrame } from './shellFrame';

/**
 * Whether a visit to `pathname` can show its page's frame at once: a private page whose code may
 * not be in yet, of a remote that is loaded, with a frame (contracts' `Frame`), or of a remote
 * not loaded yet whose page the shell knows (shellFrame.ts, once loaded). Such a
 * visit is drawn in the click's own task (the frame is light), not as a transition that keeps the
 * page left until all of the next one is drawn.
 */
export function opensOnItsFrame(pathname: string): boolean {
  if (isPreloaded(pathname)) return false;
  const name = remoteServing(pathname);
  if (name === undefined) return false;
  const module = loadedWithCatalog(name);
  // Not loaded yet: the shell draws the frame of a page it knows (PageOnItsWay).
  if (!module) return shellFrame()?.knows(pathname) ?? false;
  const route = routeAt(module, pathname);
  // A page ready to be drawn in full is a transition: nothing is left to wait for.
  if (route && readyPage(route)) return false;
  return Boolean(module.Frame) && route?.access === 'private';
}
