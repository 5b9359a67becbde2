import { sql, type SQL } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import { lexeme } from '../search/search-key';
import type { MatchProfile } from './candidate-profile';

/** Skills and title words that each bring their newest matches into the pool (the profile's first ones). */
export const MAX_POOL_SKILLS = 12;
export const MAX_POOL_WORDS = 6;
/** The pool holds about this many jobs at most, shared out among the terms. */
const POOL_SIZE = 600;
const MIN_PER_TERM = 40;

/** A title lexeme in the job's title: the search vector's weight A is the designation. */
export const inTitle = (word: string) =>
  sql`${jobs.searchVector} @@ ${`${lexeme(word)}:A`}::tsquery`;

/**
 * The jobs worth scoring for a profile: for each core skill and each title word, its newest open
 * matches the candidate has not applied to. Common skills match hundreds of thousands of jobs;
 * each term reads only its newest few, either walking the covering newest-first index
 * (jobs_newest_search_idx, a common term) or through the GIN index (a rare one), as the planner
 * picks from the term's own statistics. Undefined when the profile has no term to match by.
 */
export function poolSelect(profile: MatchProfile, candidateId: string): SQL | undefined {
  const skills = profile.skillKeys.slice(0, MAX_POOL_SKILLS);
  const lexemes = [...new Set(profile.titleWords.flatMap((word) => word.lexemes))].slice(
    0,
    MAX_POOL_WORDS,
  );
  const terms: SQL[] = [
    ...skills.map((skill) => sql`${jobs.skillKeys} @> array[${skill}]::text[]`),
    ...lexemes.map(inTitle),
  ];
  if (terms.length === 0) return undefined;
  const perTerm = Math.max(MIN_PER_TERM, Math.ceil(POOL_SIZE / terms.length));
  const notApplied = sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.jobId} and ${applications.candidateId} = ${candidateId})`;
  // Each branch's columns are all in the covering index: scoring needs no table read.
  const branches = terms.map(
    (term) =>
      sql`(select ${jobs.jobId} as job_id, ${jobs.createdAt} as created_at, ${jobs.skillKeys} as skill_keys,
        ${jobs.searchVector} as search_vector, ${jobs.locationKeys} as location_keys,
        ${jobs.filterTags} as filter_tags, ${jobs.experienceMonths} as experience_months
        from ${jobs} where ${term} and ${isOpenJob} and ${notApplied}
        order by ${jobs.createdAt} desc, ${jobs.jobId} limit ${perTerm})`,
  );
  return sql.join(branches, sql` union all `);
}
