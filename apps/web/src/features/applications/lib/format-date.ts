// One fixed English format ("3 Nov 2026") so dates read the same in every browser locale, like the rest of the UI text.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function format(formatter: Intl.DateTimeFormat, iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "3 Nov 2026" */
export const formatDay = (iso: string) => format(DAY, iso);
/** "3 Nov 2026, 14:05" */
export const formatDayAndTime = (iso: string) => format(DAY_AND_TIME, iso);
