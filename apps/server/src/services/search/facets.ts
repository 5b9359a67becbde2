import type { SQL } from 'drizzle-orm';
import type { JobSearchFacets, JobSearchOptions } from '@jobhunter/shared';
import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { conditionOf } from './condition';
import type { JobsEstimate } from './estimates';
import { newestMatches } from './newest-matches';
import type { Sample } from './sample';

/** Facet counts from a sample's tags: every value of the filter, zero included. */
function facetOf<T extends string>(
  values: readonly T[],
  prefix: string,
  sample: Sample,
  capped: boolean,
) {
  const counts = Object.fromEntries(
    values.map((value) => [value, sample.tags[`${prefix}${value}`] ?? 0]),
  ) as Record<T, number>;
  return { counts, capped };
}

/** The search whose facets are counted, as searchJobs ran it (the corrected `q`, its completions). */
interface FacetedSearch {
  options: JobSearchOptions;
  exclusion: SQL | undefined;
  completions: readonly string[] | undefined;
}

/**
 * The facet counts of a search (`facets=true`): for each of work environment and employment type,
 * how many matches have each value, counted like the total over the newest matches up to the cap
 * (`capped`: at least that many). A filter on the facet itself is left out of its own counts, so a
 * search filtered to Remote still says how many Hybrid jobs dropping that filter would add; that
 * costs one more sample per such filter, and none when the search filters neither.
 */
export async function facetsOf(
  db: Database,
  jobsEstimate: JobsEstimate,
  { options, exclusion, completions }: FacetedSearch,
  { sample, capped }: { sample: Sample; capped: boolean },
): Promise<JobSearchFacets> {
  const other = async (without: 'work_environment' | 'type_of_employment') => {
    if (!options[without]?.length) return { sample, capped };
    return newestMatches(
      db,
      jobsEstimate,
      conditionOf({ ...options, [without]: undefined }, exclusion, completions),
      { facets: true },
      undefined,
    );
  };
  const environment = await other('work_environment');
  const employment = await other('type_of_employment');
  return {
    work_environment: facetOf(WORK_ENVIRONMENTS, 'env:', environment.sample, environment.capped),
    type_of_employment: facetOf(EMPLOYMENT_TYPES, 'type:', employment.sample, employment.capped),
  };
}
