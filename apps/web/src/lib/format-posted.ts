import { timeAgo } from './time-ago';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something was posted, as job boards say it: "just now", "5 hours ago",
 * "yesterday", "3 days ago", "2 weeks ago", "4 months ago". `now` is a parameter so tests are
 * independent of the clock.
 */
export function formatPostedAgo(iso: string, now: number = Date.now()) {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return timeAgo(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return timeAgo(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 14) return timeAgo(days, 'day');
  if (days < 60) return timeAgo(Math.floor(days / 7), 'week');
  if (days < 365) return timeAgo(Math.floor(days / 30), 'month');
  return timeAgo(Math.floor(days / 365), 'year');
}
