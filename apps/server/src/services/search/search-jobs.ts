import type { JobSearchOptions, JobSearchResult } from '@jobhunter/shared';
import { SEARCH_COUNT_CAP } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { exclusionFor } from '../jobs/job-exclusion';
import { searchCachesOf, type SearchCaches } from './caches';
import { conditionOf } from './condition';
import { analyseQuery } from './correction';
import { decodeCursor, encodeCursor } from './cursor';
import { deepPage, hopefulRank } from './deep-page';
import { facetsOf } from './facets';
import { newestMatches } from './newest-matches';
import type { Order } from './order';
import { pageJobs } from './page-jobs';
import { pagesStopMessage } from './pages-stop';
import type { SampleAsk } from './sample';
import { rankQuery } from './text-query';

/**
 * Full-text search of open jobs with filters, sorting and pages, built to stay fast at a million
 * jobs (docs/decisions/002-search-design.md):
 *
 * - `q` is corrected first (correction.ts: typo tolerance, and the last word's completions for
 *   type-ahead), so the count, the page and the facets all search the corrected text.
 * - The count and the candidates come from the newest matches, up to SEARCH_COUNT_CAP + 1
 *   (newest-matches.ts: the probe, the walk or the GIN path); past the cap it is "1,000+"
 *   (`totalCapped`). One statement counts them and takes the page from them (sample.ts).
 * - Relevance ranks those newest matches (rankQuery), newest first among equals.
 * - Newest and salary sorts page by offset up to the cap, and by keyset (`cursor`/`nextCursor`)
 *   beyond; a page the sample does not hold comes from deep-page.ts.
 */
export async function searchJobs({
  db,
  options: asked,
  caches = searchCachesOf(db),
}: {
  db: Database;
  options: JobSearchOptions;
  caches?: SearchCaches;
}): Promise<JobSearchResult> {
  const { corrected: correctedQuery, completions } = asked.q
    ? await analyseQuery(db, asked.q, caches.vocabulary)
    : {};
  const options = correctedQuery === undefined ? asked : { ...asked, q: correctedQuery };
  const relevance = options.sort === 'relevance' && !!options.q;
  const order: Order = options.sort === 'salary' ? 'salary' : 'newest';
  if (options.cursor && relevance)
    throw badRequest(
      'cursor pages work with sort=newest or sort=salary; relevance stops at the first 1,000 results',
    );
  const from = options.cursor ? decodeCursor(order, options.cursor) : undefined;
  const offset = from ? 0 : (options.page - 1) * options.pageSize;
  if (offset + options.pageSize > SEARCH_COUNT_CAP) {
    throw badRequest(
      pagesStopMessage('narrow the search, or go on with nextCursor (sort=newest or sort=salary)'),
    );
  }
  const exclusion = await exclusionFor(db, options.username);
  const where = conditionOf(options, exclusion, completions);
  const search = { options, exclusion, completions };

  const end = offset + options.pageSize + 1; // one row past the page says whether another follows
  const ask: SampleAsk = {
    page: relevance
      ? { order: 'relevance', offset, limit: options.pageSize }
      : { order, from, offset, limit: end - offset },
    floor:
      order === 'salary'
        ? { end, from, hopeful: hopefulRank(end, await caches.jobsEstimate(db)) }
        : undefined,
    facets: options.facets === true,
  };
  // Newest first needs no more of the sample than the page (and a rate); relevance ranks the whole
  // sample, salary takes its pay floor from it, and facets count it.
  const enough = order === 'newest' && !relevance && !ask.facets ? end : undefined;
  const rankBy = relevance ? rankQuery(options.q!) : undefined;
  const matches = await newestMatches(db, caches.jobsEstimate, where, ask, rankBy, enough);
  const { sample, capped } = matches;
  const sampleHoldsPage =
    relevance || !capped || (order === 'newest' && sample.page.length >= end - offset);
  let page = sampleHoldsPage
    ? sample.page
    : await deepPage(db, order, where, from, { offset, end }, matches);
  const more = page.length > options.pageSize;
  page = page.slice(0, options.pageSize);

  const last = page.at(-1);
  return {
    items: await pageJobs(db, page),
    total: capped ? SEARCH_COUNT_CAP : sample.count,
    page: options.page,
    pageSize: options.pageSize,
    ...(capped ? { totalCapped: true } : {}),
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
    ...(options.facets ? { facets: await facetsOf(db, caches.jobsEstimate, search, matches) } : {}),
    ...(relevance ? {} : { nextCursor: more && last ? encodeCursor(order, last) : null }),
  };
}
