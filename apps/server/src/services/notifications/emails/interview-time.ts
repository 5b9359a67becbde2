const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayOf = (date: Date) =>
  `${DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
const timeOf = (date: Date) =>
  `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

/**
 * An interview's time as emails and notifications write it, in UTC with the zone named (the server
 * does not know the reader's zone): "Tue 1 Dec 2026, 14:00–15:00 UTC", the day repeated only when
 * it ends on another one.
 */
export function slotText({ start, end }: { start: string; end: string }): string {
  const from = new Date(start);
  const to = new Date(end);
  return dayOf(from) === dayOf(to)
    ? `${dayOf(from)}, ${timeOf(from)}–${timeOf(to)} UTC`
    : `${dayOf(from)}, ${timeOf(from)} – ${dayOf(to)}, ${timeOf(to)} UTC`;
}
