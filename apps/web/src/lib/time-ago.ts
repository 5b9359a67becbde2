export type TimeAgoUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const LAST: Partial<Record<TimeAgoUnit, string>> = {
  day: 'yesterday',
  week: 'last week',
  month: 'last month',
  year: 'last year',
};

/**
 * "5 minutes ago", "yesterday", "last month", "3 years ago": what Intl.RelativeTimeFormat('en',
 * { numeric: 'auto' }) says for the past, without its start-up cost (see format-number.ts).
 */
export function timeAgo(amount: number, unit: TimeAgoUnit) {
  const count = Math.max(1, Math.floor(amount));
  if (count === 1) return LAST[unit] ?? `1 ${unit} ago`;
  return `${count} ${unit}s ago`;
}
