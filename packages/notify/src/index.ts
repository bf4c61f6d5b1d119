// A toast raised by a page must survive the page: the recovery page says 'Ops!' and sends the
// user to login, which unmounts it. So toasts wait in this one shared queue (a federation
// singleton, like the session) until the frame's toast area takes them.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { claimSingleton } from '@portal/telemetry';
import packageJson from '../package.json';

export type NoticeTone = 'positive' | 'critical' | 'neutral';

export interface Notice {
  readonly title: string;
  readonly description?: string;
  readonly tone: NoticeTone;
}

export interface QueuedNotice extends Notice {
  readonly id: number;
}

interface NoticeQueue {
  readonly queued: readonly QueuedNotice[];
}

export const noticeQueue = createStore<NoticeQueue>()(() => ({ queued: [] }));

let nextId = 0;

/** Raises a toast (already translated texts); the frame shows it for spec §9's 4000 ms. */
export function notify(notice: Notice): void {
  nextId += 1;
  const entry = { ...notice, id: nextId };
  noticeQueue.setState((state) => ({ queued: [...state.queued, entry] }));
}

/** Removes notices the toast area has taken. */
export function takeNotices(ids: readonly number[]): void {
  noticeQueue.setState((state) => ({
    queued: state.queued.filter((notice) => !ids.includes(notice.id)),
  }));
}

/** The notices waiting to be shown. */
export function useQueuedNotices(): readonly QueuedNotice[] {
  return useStore(noticeQueue, (state) => state.queued);
}

claimSingleton(packageJson.name, packageJson.version);
