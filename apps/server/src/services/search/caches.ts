import type { Database } from '../../db/client';
import type { JobChange } from '../jobs/job-changes';
import { createJobsEstimate, type JobsEstimate } from './estimates';
import { createVocabulary, type Vocabulary } from './vocabulary';

/**
 * What search keeps between searches of one database (docs/decisions/002-search-design.md): the
 * row estimate, a TTL by design (estimates.ts), and the vocabulary correction and type-ahead have
 * learnt, which job changes clear like the job cache's answers (services/jobs/job-cache.ts).
 */
export interface SearchCaches {
  jobsEstimate: JobsEstimate;
  vocabulary: Vocabulary;
  /** A job change notification arrived (services/jobs/job-changes.ts): drop what it made stale. */
  changed(change: JobChange): void;
  /** The change listener went down or came up: changes may have been missed, nothing kept survives. */
  clear(): void;
}

export function createSearchCaches(): SearchCaches {
  const vocabulary = createVocabulary();
  return {
    jobsEstimate: createJobsEstimate(),
    vocabulary,
    changed(change) {
      // Applications change no job text; every other change may add or drop words and counts.
      if (change.kind !== 'application') vocabulary.jobsChanged();
    },
    // The estimate stays: no write moves it (estimates.ts).
    clear: () => vocabulary.clear(),
  };
}

const byDatabase = new WeakMap<Database, SearchCaches>();
/**
 * The search caches of a database: one per database handle, so every instance's searches share
 * them and whoever listens for its job changes can clear them.
 */
export function searchCachesOf(db: Database): SearchCaches {
  let caches = byDatabase.get(db);
  if (!caches) byDatabase.set(db, (caches = createSearchCaches()));
  return caches;
}
