import { jobSearchQuerySchema } from '@jobhunter/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { analyseQuery, type JobMatchOptions } from '../search';

/** Parameters of the jobs page's URL that say how results are shown or for whom, not which jobs match. */
const NOT_MATCHED_ON = ['page', 'pageSize', 'sort', 'username'];

/** The query string as the search's own schema sees it: repeated keys become lists. */
function rawParams(query: string): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (NOT_MATCHED_ON.includes(key)) continue;
    const seen = raw[key];
    raw[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return raw;
}

/** What a saved query matches on, by the search's own schema; the issues when it is not a valid search. */
export function parseSearchQuery(query: string): z.ZodSafeParseResult<JobMatchOptions> {
  return jobSearchQuerySchema.safeParse(rawParams(query));
}

/** Back to a query string, in the schema's key order with sorted, distinct list values, so equal searches read the same. */
function formatSearchQuery(options: JobMatchOptions): string {
  const params = new URLSearchParams();
  if (options.q) params.append('q', options.q);
  for (const key of ['work_environment', 'type_of_employment', 'location', 'skill'] as const) {
    for (const value of [...new Set(options[key])].sort()) params.append(key, value);
  }
  for (const key of ['fresher', 'visa', 'minCTC', 'maxExperienceYears'] as const) {
    if (options[key] !== undefined) params.append(key, String(options[key]));
  }
  return params.toString();
}

/**
 * The jobs page's query string as a saved search keeps it: checked with `GET /api/job/search`'s own
 * schema (400 with its message when invalid), without paging, sort or username, normalised.
 */
export function normaliseSearchQuery(query: string): string {
  const parsed = parseSearchQuery(query);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['query', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new HttpError(400, errors[0].message, { errors });
  }
  return formatSearchQuery(parsed.data);
}

/**
 * A normalised query with its misspelt words as the jobs page searched them: the page showed
 * "Showing results for python instead of pyhton", so the alert looks for python jobs too. Alerts
 * match words as saved (the matcher has no vocabulary lookup), so the correction happens once, here.
 */
export async function correctedSearchQuery(db: Executor, query: string): Promise<string> {
  const params = new URLSearchParams(query);
  const q = params.get('q');
  if (!q) return query;
  const { corrected } = await analyseQuery(db, q);
  if (corrected === undefined) return query;
  params.set('q', corrected);
  return params.toString();
}
