/**
 * A calendar day for people, e.g. "31 Dec 2026" (in the reader's locale). `YYYY-MM-DD` days are
 * UTC days (a job's closing day), so they are shown in UTC: never the day before or after.
 */
export function formatDay(value: string) {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', ...(utc && { timeZone: 'UTC' }) });
}
