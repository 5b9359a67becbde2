// One English format, like the rest of the UI, in the reader's own time zone with the zone named,
// so a candidate and a recruiter in different places each read their own clock.
const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "27 Nov 2026, 14:05 CET" in the browser's time zone. */
export function formatMessageTime(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
