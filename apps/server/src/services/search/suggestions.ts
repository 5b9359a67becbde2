import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT, type JobSuggestion, type SuggestionKind } from '@jobhunter/shared';
import type { Executor } from '../../db/client';

/** `like` pattern text for a literal prefix: %, _ and the escape character itself lose their meaning. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the search box suggests for what was typed (case-insensitively; `search_terms`, migration
 * 0010, kept by triggers on jobs): first the job titles and skills that start with it, the exact
 * term first, then the ones most jobs carry; then the ones with a later word starting with it
 * ("eng" → "Senior Software Engineer", `search_term_tails`, migration 0013), most jobs first. Two
 * range reads of B-trees (`text_pattern_ops`) over the distinct terms and their word starts, a few
 * thousand rows at most, never the jobs table; the second only when the first leaves room.
 */
export async function suggestJobs({
  db,
  q,
}: {
  db: Executor;
  q: string;
}): Promise<JobSuggestion[]> {
  const typed = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!typed) return [];
  const pattern = `${literal(typed)}%`;
  const { rows } = await db.execute<{ label: string; kind: SuggestionKind }>(sql`
    with starts as (
      select label, kind, key = ${typed} as exact, jobs from search_terms
      where key like ${pattern} escape '\\' and jobs > 0
      order by key = ${typed} desc, jobs desc, label, kind limit ${SUGGESTION_LIMIT})
    select label, kind from (
      select label, kind, 0 as later, exact, jobs from starts
      union all
      (select t.label, t.kind, 1, false, t.jobs
       from (select distinct kind, key from search_term_tails where tail like ${pattern} escape '\\') as w
       join search_terms as t using (kind, key)
       -- Read only when the terms starting with the text leave room (a one-time check).
       where (select count(*) from starts) < ${SUGGESTION_LIMIT} and t.jobs > 0 and t.key not like ${pattern} escape '\\'
       order by t.jobs desc, t.label, t.kind limit ${SUGGESTION_LIMIT})
    ) as s
    order by later, exact desc, jobs desc, label, kind
    limit ${SUGGESTION_LIMIT}`);
  return rows.map((row) => ({ text: row.label, kind: row.kind }));
}
