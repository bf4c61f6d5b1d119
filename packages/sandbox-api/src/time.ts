export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** `days` after `from`, as the ISO text the records keep. */
export const daysAfter = (from: Date, days: number): string =>
  new Date(from.getTime() + days * DAY).toISOString();
