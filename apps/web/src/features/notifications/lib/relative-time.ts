import { formatDay } from '@/lib/format-day';
import { timeAgo, type TimeAgoUnit } from '@/lib/time-ago';

const STEPS: [TimeAgoUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "6 days ago", then the day itself
 * ("3 Nov 2026"): in English like the rest of the UI, whatever the browser's locale.
 */
export function relativeTime(iso: string, now = Date.now()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const seconds = Math.round((now - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return formatDay(iso);
  const [unit, size] = [...STEPS].reverse().find(([, step]) => seconds >= step) ?? STEPS[0];
  return timeAgo(Math.max(1, Math.round(seconds / size)), unit);
}
