/** What the report calls answer when they refuse. */
export const reportMessages = {
  notYourself: 'You cannot report yourself',
  notYourJob: 'You cannot report a job you recruit for',
  tooMany: 'You sent too many reports in the last hour; try again later',
  noSuchReport: 'No such report',
  alreadyResolved: 'This report is already resolved',
  hideOnlyJobs: 'Only a job can be hidden; suspend a profile instead',
} as const;

/** At most this many reports per account in any hour. */
export const REPORTS_PER_HOUR = 10;
