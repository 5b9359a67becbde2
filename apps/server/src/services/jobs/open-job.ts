import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/**
 * Today in UTC, as the database sees it. Written out rather than `current_date`, which follows the
 * session's time zone: a job's last day must end at the same moment on every connection.
 */
const todayUtc = sql`(now() at time zone 'utc')::date`;

/**
 * THE rule of whether a job takes applications and is listed: the recruiter left it open and its
 * last day (validThrough, UTC) has not passed. Every query that lists jobs or admits an
 * application uses this one expression, so a job expires the moment its day ends, with no timer.
 */
export const isOpenJob: SQL = sql`(${jobs.status} = 'open' and (${jobs.validThrough} is null or ${jobs.validThrough} >= ${todayUtc}))`;

/** Its validThrough day has passed (whatever the recruiter's status says). */
export const isExpiredJob: SQL = sql`(${jobs.validThrough} is not null and ${jobs.validThrough} < ${todayUtc})`;

/** The status a response reports: `closed` once closed by hand or expired. */
export const effectiveStatus = sql<
  'open' | 'closed'
>`case when ${isOpenJob} then 'open' else 'closed' end`;

/**
 * When a job stopped taking applications: the start of the day after validThrough (UTC) for an
 * expired job, unless the recruiter closed it by hand before that.
 */
export const effectiveClosedAt = sql<Date | null>`case when ${isOpenJob} then null else least(
  case when ${jobs.status} = 'closed' then ${jobs.closedAt} end,
  case when ${isExpiredJob} then ((${jobs.validThrough} + 1)::timestamp at time zone 'utc') end
) end`.mapWith(jobs.closedAt);
