import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (an ISO date), never below 0. */
export const secondsLeft = (until: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));

/** The seconds left until `until`, counted down once a second (`null`: none, 0). */
export function useCountdown(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(until, at) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? secondsLeft(until, now) : 0;
}

/** `seconds` as m:ss (14:05), for a countdown. */
export function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
