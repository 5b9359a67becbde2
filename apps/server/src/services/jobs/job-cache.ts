import type { Job, JobSearchResult, JobStats } from '@jobhunter/shared';
import { createTtlCache } from './ttl-cache';

/**
 * The instance's brief cache of public job answers (pages, searches, stats), identical for every
 * visitor. Writes through this instance clear what they change at once; other instances catch up
 * within the TTL.
 */
export function createJobCache({ ttlSeconds }: { ttlSeconds: number }) {
  const options = { ttlMs: ttlSeconds * 1000, maxEntries: 5_000 };
  const jobs = createTtlCache<Job>(options);
  const searches = createTtlCache<JobSearchResult>(options);
  const stats = createTtlCache<JobStats>(options);
  return {
    jobs,
    searches,
    stats,
    /** A job was posted or deleted: lists, searches and counts change. */
    jobsChanged(deletedJobId?: string) {
      if (deletedJobId) jobs.delete(deletedJobId);
      searches.clear();
      stats.clear();
    },
    /** A recruiter's name, email or company changed: every job page and search may show them. */
    postersChanged() {
      jobs.clear();
      searches.clear();
    },
    /** An account was created or deleted; a recruiter's deletion takes all their jobs with it. */
    accountsChanged({ jobsRemoved }: { jobsRemoved: boolean }) {
      stats.clear();
      if (jobsRemoved) {
        jobs.clear();
        searches.clear();
      }
    },
  };
}

export type JobCache = ReturnType<typeof createJobCache>;
