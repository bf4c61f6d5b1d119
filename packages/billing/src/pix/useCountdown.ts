import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (ms), never below 0. */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * When, on this device's clock, something the server gave from `createdAt` to `expiresAt` (ISO
 * dates) runs out, judged at `now`: by the clock where it agrees with the server (the time left
 * is within the whole span), else the whole span from now. A phone whose clock is wrong by
 * minutes then still counts a fresh code down from its full time, never from zero.
 */
export function localDeadline(createdAt: string, expiresAt: string, now: number): number {
  const span = Date.parse(expiresAt) - Date.parse(createdAt);
  const byClock = Date.parse(expiresAt) - now;
  return now + (byClock > 0 && byClock <= span ? byClock : span);
}

/** The seconds left until `deadline` (ms on this device's clock), counted down once a second (`null`: none, 0). */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(deadline, at) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsLeft(deadline, now);
}

/** `seconds` as m:ss (14:05), for a countdown. */
export function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
