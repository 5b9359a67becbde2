import { sql } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  type CandidateSearchOptions,
  type CandidateSearchResult,
} from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { analyseQuery, pagesStopMessage, searchQuery } from '../search';
import { candidateSearchCachesOf, type CandidateSearchCaches } from './caches';
import { CANDIDATE_WORDS } from './candidate-words';
import { candidateCondition, mayBeFound } from './condition';
import { pageCandidates } from './page-candidates';

type PageRow = { total: number; ids: string[] | null };

/**
 * Recruiters' search of the candidates who may be found (discoverable, not suspended), built from
 * the job search's parts:
 *
 * - `q` is corrected against the candidates' vocabulary (correction.ts with CANDIDATE_WORDS) and
 *   its last word stands for its completions (searchQuery), so the count, the ranking and the
 *   snippets all use the corrected text.
 * - The matches taken are the newest profiles up to SEARCH_COUNT_CAP + 1 (accounts_role_created_idx
 *   answers a broad search by walking it, a narrow one is found through the GIN indexes of
 *   candidate_search); past the cap the count is "1,000+" (`totalCapped`).
 * - With `q`, relevance ranks those matches: ts_rank_cd over the title, skills and the rest of the
 *   profile first, so a title match is above one only the CV has, then over the whole document
 *   (CV included); newest profile first among equals. Without `q`: newest first.
 */
export async function searchCandidates({
  db,
  options: asked,
  caches = candidateSearchCachesOf(db),
}: {
  db: Database;
  options: CandidateSearchOptions;
  caches?: CandidateSearchCaches;
}): Promise<CandidateSearchResult> {
  const offset = (asked.page - 1) * asked.pageSize;
  if (offset + asked.pageSize > SEARCH_COUNT_CAP)
    throw badRequest(pagesStopMessage('narrow the search'));
  const { corrected: correctedQuery, completions } = asked.q
    ? await analyseQuery(db, asked.q, caches.vocabulary, CANDIDATE_WORDS)
    : {};
  const q = correctedQuery ?? asked.q;
  const text = q ? searchQuery(q, completions) : undefined;
  const order = text
    ? sql`ts_rank_cd(ts_filter(cs.search_vector, '{a,b,c}'), ${text}) desc, ts_rank_cd(cs.search_vector, ${text}) desc, m.created_at desc, m.id desc`
    : sql`m.created_at desc, m.id desc`;
  // The newest matches up to the cap + 1 (a walk of candidate_search_created_idx for a broad
  // search, the GIN indexes and a top-N sort for a narrow one), their accounts checked again. The
  // order names the index's own nulls-last order: `desc` alone means nulls first, which the index
  // cannot give, and the planner would sort every match.
  const { rows } = await db.execute<PageRow>(sql`
    with newest as materialized (
      select cs.candidate_id as id, cs.created_at from candidate_search as cs
      where ${candidateCondition(asked, text)}
      order by cs.created_at desc nulls last, cs.candidate_id desc nulls last
      limit ${SEARCH_COUNT_CAP + 1}
    ), matches as materialized (
      select m.id, m.created_at from newest as m join accounts as a on a.id = m.id where ${mayBeFound}
    )
    select (select count(*)::int from matches) as total,
      (select json_agg(p.id) from (
        select m.id from matches as m join candidate_search as cs on cs.candidate_id = m.id
        order by ${order} offset ${offset} limit ${asked.pageSize}) as p) as ids`);
  const { total, ids } = rows[0]!;
  const capped = Number(total) > SEARCH_COUNT_CAP;
  return {
    candidates: await pageCandidates(db, ids ?? [], text),
    total: capped ? SEARCH_COUNT_CAP : Number(total),
    page: asked.page,
    pageSize: asked.pageSize,
    ...(capped ? { totalCapped: true } : {}),
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
  };
}
