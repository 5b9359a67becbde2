import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_SORTS, WORK_ENVIRONMENTS } from '../enums';
import { SHORT_TEXT_MAX } from './fields';
import { jobSchema, MAX_CTC_USD } from './job';

export const MAX_SEARCH_PAGE_SIZE = 100;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
/**
 * Searches count matches up to this many; beyond it the reply says `totalCapped: true` ("1,000+").
 * Page numbers reach this far too; `nextCursor` (newest and salary sorts) goes on from there.
 */
export const SEARCH_COUNT_CAP = 1000;

/** A query-string filter that may repeat (`?skill=a&skill=b`) or list values with commas (`?skill=a,b`). */
export const listOf = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
        .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
        .filter((entry) => entry !== '' && entry !== undefined),
    z.array(item).max(20, 'At most 20 values per filter'),
  );
const flag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true');
export const filterText = z.string().trim().min(1).max(SHORT_TEXT_MAX);
/** A number filter within what the columns it is compared with can hold (beyond it PostgreSQL would fail). */
export const boundedNumber = (label: string, max: number) => {
  const message = `${label} must be a number from 0 to ${max}`;
  return z.coerce.number({ error: message }).min(0, message).max(max, message).optional();
};
/** Nobody asks for more than a working life of experience; years × 12 must fit the months column. */
export const MAX_EXPERIENCE_YEARS = 100;

/** `page` of a search: from 1; with pageSize it may not reach past SEARCH_COUNT_CAP (checked by the search). */
export const searchPageParam = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(10_000, 'page is too large')
  .default(1);
export const searchPageSizeParam = z.coerce
  .number({ error: `pageSize must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}` })
  .int(`pageSize must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}`)
  .min(1, `pageSize must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}`)
  .max(MAX_SEARCH_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}`)
  .default(DEFAULT_SEARCH_PAGE_SIZE);

/**
 * `GET /api/job/search`. `q` is full text over designation, company, description, skills and
 * locations. `location` and `skill` match whole entries, case-insensitively; several values of one
 * filter mean "any of them". `minCTC` keeps jobs that can pay at least that much (USD);
 * `maxExperienceYears` keeps jobs asking at most that many years (or not saying).
 * `sort=relevance` needs `q` and falls back to newest without it. `username`, as on `GET /job/fetch`,
 * leaves out that candidate's applied jobs or that recruiter's own (spec: the list is fetched for
 * whichever username is stored).
 */
export const jobSearchQuerySchema = z.object({
  username: z.string().trim().min(1).max(64, 'username is too long').optional(),
  q: z.string().trim().max(SHORT_TEXT_MAX, 'q is too long').optional(),
  work_environment: listOf(
    z.enum(WORK_ENVIRONMENTS, {
      error: `work_environment must be one of ${WORK_ENVIRONMENTS.join(', ')}`,
    }),
  ).optional(),
  type_of_employment: listOf(
    z.enum(EMPLOYMENT_TYPES, {
      error: `type_of_employment must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
    }),
  ).optional(),
  location: listOf(filterText).optional(),
  skill: listOf(filterText).optional(),
  fresher: flag('fresher').optional(),
  visa: flag('visa').optional(),
  minCTC: boundedNumber('minCTC', MAX_CTC_USD),
  maxExperienceYears: boundedNumber('maxExperienceYears', MAX_EXPERIENCE_YEARS),
  /** `nextCursor` of the previous reply: the page after it, whatever was posted since (newest and salary sorts). */
  cursor: z.string().trim().min(1).max(200, 'cursor is too long').optional(),
  /** `true` adds `facets` (counts per work environment and employment type) to the reply. */
  facets: flag('facets').optional(),
  sort: z
    .enum(JOB_SORTS, { error: `sort must be one of ${JOB_SORTS.join(', ')}` })
    .default('relevance'),
  page: searchPageParam,
  pageSize: searchPageSizeParam,
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;
export type JobSearchOptions = z.output<typeof jobSearchQuerySchema>;

/** Matches per value of a filter, over the newest matches up to the cap (`capped`: at least that many). */
const facetSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ counts: z.record(z.enum(values), z.number().int()), capped: z.boolean() });
export const jobSearchFacetsSchema = z.object({
  work_environment: facetSchema(WORK_ENVIRONMENTS),
  type_of_employment: facetSchema(EMPLOYMENT_TYPES),
});
export type JobSearchFacets = z.infer<typeof jobSearchFacetsSchema>;

export const jobSearchResultSchema = z.object({
  items: z.array(jobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** There are more than `total` (= SEARCH_COUNT_CAP) matches: show "1,000+". */
  totalCapped: z.boolean().optional(),
  /** Pass as `cursor` for the page after this one (newest and salary sorts); null on the last page. */
  nextCursor: z.string().nullable().optional(),
  /** What was searched instead of `q` when words of it were corrected (typo tolerance): "pyhton" → "python". */
  correctedQuery: z.string().optional(),
  /** With `facets=true`: matches per work environment and employment type, each without its own filter. */
  facets: jobSearchFacetsSchema.optional(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The most suggestions `GET /api/job/suggest` answers. */
export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_KINDS = ['title', 'skill'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * `GET /api/job/suggest?q=`: what the search box offers while typing. `q` is what was typed so far;
 * an empty one suggests nothing.
 */
export const jobSuggestQuerySchema = z.object({
  q: z.string().max(SHORT_TEXT_MAX, 'q is too long').default(''),
});
export type JobSuggestQuery = z.input<typeof jobSuggestQuerySchema>;

/** Job titles and skills starting with the typed text (case-insensitive), then those with a later word starting with it, most jobs first. */
export const jobSuggestResultSchema = z.object({
  suggestions: z
    .array(z.object({ text: z.string(), kind: z.enum(SUGGESTION_KINDS) }))
    .max(SUGGESTION_LIMIT),
});
export type JobSuggestResult = z.infer<typeof jobSuggestResultSchema>;
export type JobSuggestion = JobSuggestResult['suggestions'][number];
