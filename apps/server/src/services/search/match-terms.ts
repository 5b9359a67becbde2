import {
  and,
  arrayContains,
  arrayOverlaps,
  gte,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { JobSearchOptions } from '@jobhunter/shared';
import { MONTHS_PER_YEAR } from '@jobhunter/shared';
import { jobs } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import { searchQuery } from './text-query';

/** Any of these tags (the schema's filter_tags), through its GIN index. */
const anyTag = (tags: string[] | undefined) =>
  tags?.length ? arrayOverlaps(jobs.filterTags, tags) : undefined;
/** A yes/no filter: "yes" is a tag lookup in the index; "no" is the tag's absence. */
function flag(tag: 'fresher' | 'visa', value: boolean | undefined) {
  if (value === undefined) return undefined;
  return value ? arrayContains(jobs.filterTags, [tag]) : not(arrayContains(jobs.filterTags, [tag]));
}

/** What a job is matched on: the search's filters, not its paging, order or viewer. */
export type JobMatchOptions = Omit<JobSearchOptions, 'username' | 'sort' | 'page' | 'pageSize'>;

/**
 * THE terms of "this job matches these search options": open, and every filter given; a job
 * matches when all of them hold. The jobs page's search and the job-alert matcher
 * (services/job-alerts) both use them, so an alert fires for exactly the jobs its search would
 * list (bar the viewer's own exclusions, which are not filters). The matcher evaluates each
 * distinct term once for thousands of saved searches, hence terms rather than one expression.
 */
export function jobMatchTerms(options: JobMatchOptions, completions?: readonly string[]): SQL[] {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const query = options.q ? searchQuery(options.q, completions) : undefined;
  const terms = [
    // Open jobs only. Closed jobs are few next to open ones, so this is a cheap recheck on the rows
    // the GIN indexes find (valid_through's "today" cannot go into a partial index predicate).
    isOpenJob,
    // Written as `is true` so no index can answer it: the GIN path reads the text through the search
    // key's index (text and filters in one scan) and rechecks this per row, cheaply. As a plain `@@`
    // the planner may read the text-only index instead and compute the key for every row (10x slower
    // with a prefix term, whose cost it estimates higher on the larger key index).
    query && sql`(${jobs.searchVector} @@ ${query}) is true`,
    anyTag(options.work_environment?.map((value) => `env:${value}`)),
    anyTag(options.type_of_employment?.map((value) => `type:${value}`)),
    options.location?.length
      ? arrayOverlaps(jobs.locationKeys, lower(options.location))
      : undefined,
    options.skill?.length ? arrayOverlaps(jobs.skillKeys, lower(options.skill)) : undefined,
    flag('fresher', options.fresher),
    flag('visa', options.visa),
    options.minCTC === undefined ? undefined : gte(jobs.topCtcUsd, Math.ceil(options.minCTC)),
    options.maxExperienceYears === undefined
      ? undefined
      : or(
          isNull(jobs.experienceMonths),
          lte(jobs.experienceMonths, Math.floor(options.maxExperienceYears * MONTHS_PER_YEAR)),
        ),
  ];
  return terms.filter((term): term is SQL => term !== undefined);
}

/**
 * The jobs page's WHERE: all of the match terms (never undefined: isOpenJob is always one).
 * `completions`: the last word's known completions (analyseQuery; see searchQuery).
 */
export const jobMatchCondition = (options: JobMatchOptions, completions?: readonly string[]): SQL =>
  and(...jobMatchTerms(options, completions))!;
