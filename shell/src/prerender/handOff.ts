// The app takes over from a prerendered page (adr-004) once it has something settled to show:
// the route's page, a panel, or an error page. Until then the inert prerender stays on screen
// and #root stays hidden, so the visitor never sees the app's loading states in between.
import { useLayoutEffect } from 'react';
import { handOff } from './dom';
import './prerender.css';

/** For settled content (a page, a panel, an error): hands off in the frame of its first commit. */
export function useHandOff(): void {
  useLayoutEffect(() => handOff(), []);
}

/** Rendered beside a remote's page, inside its Suspense boundary: commits with the page. */
export function HandOff() {
  useHandOff();
  return null;
}
