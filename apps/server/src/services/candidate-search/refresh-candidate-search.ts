import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Rewrites the search rows of these accounts from their profile and CV text (the SQL function
 * `refresh_candidate_search`, migration 0019): written for a discoverable, unsuspended candidate,
 * deleted for anyone else. Run it in the transaction that changed what they are found by, so a
 * search never sees the change without its row.
 */
export async function refreshCandidateSearch(
  db: Executor,
  candidateIds: readonly string[],
): Promise<void> {
  if (candidateIds.length === 0) return;
  await db.execute(sql`select refresh_candidate_search(${`{${candidateIds.join(',')}}`}::uuid[])`);
}
