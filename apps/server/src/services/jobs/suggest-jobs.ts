import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT, type JobSuggestion, type SuggestionKind } from '@jobhunter/shared';
import type { Executor } from '../../db/client';

/** `like` pattern text for a literal prefix: %, _ and the escape character itself lose their meaning. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the search box suggests for what was typed: job titles and skills that start with it,
 * case-insensitively (`search_terms`, migration 0010, kept by triggers on jobs), the exact term
 * first, then the ones most jobs carry. One range read of a B-tree (`text_pattern_ops`) over the
 * distinct terms, a few thousand rows at most, never the jobs table.
 */
export async function suggestJobs({ db, q }: { db: Executor; q: string }): Promise<JobSuggestion[]> {
  const typed = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!typed) return [];
  const result = await db.execute(sql`
    select label, kind from search_terms
    where key like ${`${literal(typed)}%`} escape '\\' and jobs > 0
    order by key = ${typed} desc, jobs desc, label, kind
    limit ${SUGGESTION_LIMIT}`);
  return (result as unknown as { rows: { label: string; kind: SuggestionKind }[] }).rows.map((row) => ({ text: row.label, kind: row.kind }));
}
