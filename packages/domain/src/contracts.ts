// A client's contract expiry (spec §3, §7 PUT /company/{id}): a calendar day in Brazil, whatever
// the browser's zone; the server keeps an instant.
import { BILLING_TIME_ZONE } from './billing';

// Pure: a page that never reads an expiry (the login) drops it from its bundle.
const calendarDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an expiry falls on in Brazil, `YYYY-MM-DD` as a date field holds it ('' for none). */
export const expiryDay = (expiresAt: string | null): string =>
  expiresAt ? calendarDay.format(new Date(expiresAt)) : '';

/** São Paulo's UTC offset on `day` (`-03:00`), asked of the time zone rather than assumed. */
function offsetOn(day: string): string {
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: BILLING_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone?.replace('GMT', '') ?? '';
  return offset === '' ? 'Z' : offset;
}

/**
 * The expiry to send for a day of the date field: a contract is valid through its last day, so
 * it ends at that day's last moment in Brazil. An empty field is no expiry.
 */
export const expiryOfDay = (day: string): string | null =>
  day === '' ? null : new Date(`${day}T23:59:59.999${offsetOn(day)}`).toISOString();
