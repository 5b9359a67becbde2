import type { Database } from '../../db/client';
import { createVocabulary, type Vocabulary } from '../search';

/**
 * What the candidate search keeps between searches of one database: the words correction found
 * known (candidate_words rows are never deleted, so a known word stays known). A prefix word's
 * completions are looked up every time (no TTL): a candidate who registered a moment ago is found
 * by the start of their title at once.
 */
export interface CandidateSearchCaches {
  vocabulary: Vocabulary;
}

const byDatabase = new WeakMap<Database, CandidateSearchCaches>();
export function candidateSearchCachesOf(db: Database): CandidateSearchCaches {
  let caches = byDatabase.get(db);
  if (!caches) byDatabase.set(db, (caches = { vocabulary: createVocabulary(0) }));
  return caches;
}
