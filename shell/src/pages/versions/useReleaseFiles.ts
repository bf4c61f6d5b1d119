import { useCallback, useEffect, useRef, useState } from 'react';
import { readReleases } from '../../remotes/loading/releaseFiles';
import { liveSingletons, type LiveSingleton } from './releases';
import type { ReleaseHealth } from '@portal/contracts';
import { readReleaseHealth } from './releaseHealth';

/**
 * Reads the release files (and the singletons) on opening and on demand, one read at a time;
 * with `healthEndpoint`, the releases' health alongside (null when it could not be read).
 */
export function useReleaseFiles(healthEndpoint?: string) {
  const [reading, setReading] = useState(true);
  const [readAt, setReadAt] = useState<Date | null>(null);
  const [singletons, setSingletons] = useState<readonly LiveSingleton[]>(liveSingletons);
  const [health, setHealth] = useState<readonly ReleaseHealth[] | null>(null);
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const read = ++latest.current;
    setReading(true);
    void Promise.all([
      readReleases(),
      healthEndpoint ? readReleaseHealth(healthEndpoint) : Promise.resolve(null),
    ])
      .then(([, releases]) => {
        if (read === latest.current) setHealth(releases);
      })
      .finally(() => {
        if (read !== latest.current) return;
        setSingletons(liveSingletons());
        setReadAt(new Date());
        setReading(false);
      });
  }, [healthEndpoint]);
  useEffect(refresh, [refresh]);
  return { reading, readAt, singletons, health, refresh };
}
