import type { ComponentType, ReactNode } from 'react';
import type { RemoteRoute } from '@portal/contracts';
import { usePageReady } from './usePageReady';

interface Props {
  readonly route: RemoteRoute;
  /** The page's frame, drawn until its code and first read are in. */
  readonly waiting: ReactNode;
  /** The page drawn from `Page`: its code once loaded, or the route's lazy `Page`. */
  readonly children: (Page: ComponentType) => ReactNode;
}

/**
 * A private page with a frame that the visitor may open: its frame as a plain render until the
 * page can be drawn without suspending (usePageReady), then the page. Comes with the shell's
 * frame, for a signed-in visitor (shellFrame.ts).
 */
export function FramedPage({ route, waiting, children }: Props) {
  const readiness = usePageReady(route);
  if (readiness.kind === 'waiting') return waiting;
  return children(readiness.kind === 'loaded' ? readiness.Page : route.Page);
}
