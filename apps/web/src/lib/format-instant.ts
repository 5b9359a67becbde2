import type { InterviewSlot } from '@jobhunter/shared';

// The reader's own locale and time zone, the zone named ("1 Dec 2026, 14:00 – 15:00 GMT+1"): a
// message's or an interview's time must not be misread by an hour when the two sides live in
// different zones. Built per call, so a change of zone is seen.
const dateTime = () =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** One instant, e.g. "1 Dec 2026, 14:00 GMT+1". */
export function formatInstant(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/** A slot as one range, e.g. "1 Dec 2026, 14:00 – 15:00 GMT+1". */
export function formatSlot({ start, end }: InterviewSlot) {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return dateTime().formatRange(from, to);
}

/** The browser's time zone by name ("Europe/Paris"), which the slot form's times are in. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
