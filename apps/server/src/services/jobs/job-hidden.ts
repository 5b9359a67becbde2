import { sql } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import { jobs } from '../../db/schema';

/** What the job's recruiters are told when it is hidden only because its poster is suspended. */
export const POSTER_SUSPENDED_REASON = 'The account that posted this job is suspended';

/** The columns that say whether a job is hidden by moderation, and why. */
export const hiddenColumns = {
  isHidden: sql<boolean>`${jobs.status} = 'hidden'`.mapWith(Boolean),
  hiddenReason: jobs.hiddenReason,
  // Set by whoever hides it; the last change stands in should a hide ever leave it unset.
  hiddenAt: sql<Date>`coalesce(${jobs.hiddenAt}, ${jobs.updatedAt})`.mapWith(jobs.hiddenAt),
};

export interface HiddenRow {
  isHidden: boolean;
  hiddenReason: string | null;
  hiddenAt: Date;
}

/** The job's `hidden` field, as its recruiters and admins see it. */
export function hiddenOf(row: HiddenRow): Job['hidden'] {
  if (!row.isHidden) return null;
  return {
    reason: row.hiddenReason ?? POSTER_SUSPENDED_REASON,
    hiddenAt: row.hiddenAt.toISOString(),
  };
}
