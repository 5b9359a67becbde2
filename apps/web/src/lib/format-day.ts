// One fixed English format ("3 Nov 2026"), like the rest of the UI text: dates read the same in
// every browser locale, and the server-rendered page matches the browser's (no hydration mismatch).
// Written by hand rather than with Intl, whose first formatter costs tens of milliseconds at start-up.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "3 Nov 2026". `YYYY-MM-DD` values are calendar days (a job's closing day): shown as written, never
 * the day before or after; timestamps are shown in the reader's time zone.
 */
export function formatDay(value: string) {
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? value
      : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "3 Nov 2026, 14:05" (the reader's time zone). */
export function formatDayAndTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDay(iso)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
