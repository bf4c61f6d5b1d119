import { useCallback, useEffect, useRef, useState } from 'react';
import { readReleases } from '../../remotes/loading/releaseFiles';
import { liveSingletons, type LiveSingleton } from './releases';

/** Reads the release files (and the singletons) on opening and on demand, one read at a time. */
export function useReleaseFiles() {
  const [reading, setReading] = useState(true);
  const [readAt, setReadAt] = useState<Date | null>(null);
  const [singletons, setSingletons] = useState<readonly LiveSingleton[]>(liveSingletons);
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const read = ++latest.current;
    setReading(true);
    void readReleases().finally(() => {
      if (read !== latest.current) return;
      setSingletons(liveSingletons());
      setReadAt(new Date());
      setReading(false);
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { reading, readAt, singletons, refresh };
}
