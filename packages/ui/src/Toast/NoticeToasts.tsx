import { useEffect } from 'react';
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

/** The toast area that shows `notify()` notices: loaded by PortalToasts on the first one. */
export default function NoticeToasts() {
  return (
    <ToastProvider>
      <NoticeDrain />
    </ToastProvider>
  );
}
