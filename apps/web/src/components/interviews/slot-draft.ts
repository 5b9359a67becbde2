import type { InterviewSlot } from '@jobhunter/shared';

/** One slot as typed: a day and two clock times of the browser's time zone. */
export interface SlotDraft {
  /** Stable across removals, for React keys and focus. */
  key: number;
  date: string;
  start: string;
  end: string;
}

export const emptySlot = (key: number, date = ''): SlotDraft => ({ key, date, start: '', end: '' });

export const INCOMPLETE_SLOT = 'Enter a date, a start time and an end time';

/** A local day (`YYYY-MM-DD`) at a local time (`HH:MM`) as a UTC ISO instant; null when either is missing. */
export function localInstant(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const instant = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The slot a draft stands for, both ends on its day; null while a field is empty. */
export function draftSlot(draft: SlotDraft): InterviewSlot | null {
  const start = localInstant(draft.date, draft.start);
  const end = localInstant(draft.date, draft.end);
  return start && end ? { start, end } : null;
}

/** Today in the browser's time zone, as a date input's `min`. */
export function localToday(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
