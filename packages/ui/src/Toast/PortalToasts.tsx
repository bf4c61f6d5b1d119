import { useEffect, type ReactNode } from 'react';
import { takeNotices, useQueuedNotices } from '@portal/notify';
import { ToastProvider, useToast } from './Toast';

function NoticeDrain() {
  const queued = useQueuedNotices();
  const { toast } = useToast();
  useEffect(() => {
    if (queued.length === 0) return;
    queued.forEach(({ id: _id, ...notice }) => toast(notice));
    takeNotices(queued.map((notice) => notice.id));
  }, [queued, toast]);
  return null;
}

/**
 * The frame's toast area: shows what any page raised with `notify()` from `@portal/notify`, also
 * after that page is gone. Mount once around the routes (the shell's frame, a standalone page).
 */
export function PortalToasts({ children }: { readonly children: ReactNode }) {
  return (
    <ToastProvider>
      <NoticeDrain />
      {children}
    </ToastProvider>
  );
}
