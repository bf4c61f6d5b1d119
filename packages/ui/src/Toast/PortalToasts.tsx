import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQueuedNotices } from '@portal/notify';

// The toast area (Radix Toast and its layers) is not needed until something is said, so a
// cold page does not download it: it loads with the first notice and then stays.
const NoticeToasts = lazy(() => import('./NoticeToasts'));

/** True from the first notice on (the queue empties once toasts show it; the area stays). */
function useHasSpoken(): boolean {
  const queued = useQueuedNotices();
  const [spoken, setSpoken] = useState(false);
  if (queued.length > 0 && !spoken) setSpoken(true);
  return spoken;
}

/**
 * The frame's toast area: shows what any page raised with `notify()` from `@portal/notify`, also
 * after that page is gone. Mount once around the routes (the shell's frame, a standalone page).
 * Pages speak through `notify()`; they are not placed inside a toast provider.
 */
export function PortalToasts({ children }: { readonly children: ReactNode }) {
  const spoken = useHasSpoken();
  return (
    <>
      {children}
      {spoken ? (
        <Suspense fallback={null}>
          <NoticeToasts />
        </Suspense>
      ) : null}
    </>
  );
}
