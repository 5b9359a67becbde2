import { inArray } from 'drizzle-orm';
import type { Job } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns, toJob } from '../jobs/job-view';
import type { Found } from './order';

/** The jobs of a page, in its order, read by primary key (the plans return positions only). */
export async function pageJobs(db: Executor, page: Found[]): Promise<Job[]> {
  if (!page.length) return [];
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(
      inArray(
        jobs.jobId,
        page.map((found) => found.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.jobId, row]));
  return page.flatMap((found) => {
    const row = byId.get(found.id);
    return row ? [toJob(row)] : [];
  });
}
