import { and, desc, eq } from 'drizzle-orm';
import type { AlertFrequency, SavedSearch } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, savedSearches } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { accountMessages } from '../accounts/messages';
import { savedSearchMessages } from './messages';
import { correctedSearchQuery, normaliseSearchQuery } from './search-query';

/** Enough for anyone's job hunt; a bound on what one account makes every posted job check. */
export const MAX_SAVED_SEARCHES = 50;

type SavedSearchRow = typeof savedSearches.$inferSelect;
const toSavedSearch = ({ id, name, query, frequency, createdAt }: SavedSearchRow): SavedSearch => ({
  id,
  name,
  query,
  frequency,
  createdAt: createdAt.toISOString(),
});

interface CandidateOptions {
  db: Database;
  candidateId: string;
}

/** The candidate's saved searches, newest first. */
export async function listSavedSearches({
  db,
  candidateId,
}: CandidateOptions): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.candidateId, candidateId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

export interface CreateSavedSearchOptions extends CandidateOptions {
  input: { name: string; query: string; frequency: AlertFrequency };
}

/**
 * Saves the jobs page's search as an alert. The query is checked and normalised by the search's
 * own rules, with misspelt words corrected as the jobs page corrected them. Saving the same search
 * twice is refused (409, naming the first): two alerts would send every matching job twice. The
 * candidate's row is locked meanwhile, so two saves at once cannot both pass the cap or the
 * duplicate check.
 */
export async function createSavedSearch({
  db,
  candidateId,
  input,
}: CreateSavedSearchOptions): Promise<SavedSearch> {
  const query = await correctedSearchQuery(db, normaliseSearchQuery(input.query));
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, candidateId), eq(accounts.role, 'candidate')))
      .for('no key update');
    if (!candidate) throw notFound(accountMessages.notFound('candidate'));
    const own = await tx
      .select({ name: savedSearches.name, query: savedSearches.query })
      .from(savedSearches)
      .where(eq(savedSearches.candidateId, candidateId));
    const same = own.find((search) => search.query === query);
    if (same) throw conflict(savedSearchMessages.duplicate(same.name));
    if (own.length >= MAX_SAVED_SEARCHES)
      throw badRequest(savedSearchMessages.tooMany(MAX_SAVED_SEARCHES));
    const [row] = await tx
      .insert(savedSearches)
      .values({ candidateId, name: input.name, query, frequency: input.frequency })
      .returning();
    return toSavedSearch(row);
  });
}

interface OwnSavedSearchOptions extends CandidateOptions {
  id: string;
}

/** Renames it or changes how often it alerts; 404 unless it is the candidate's own (others' are not revealed). */
export async function updateSavedSearch({
  db,
  candidateId,
  id,
  update,
}: OwnSavedSearchOptions & {
  update: { name?: string; frequency?: AlertFrequency };
}): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set(update)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.candidateId, candidateId)))
    .returning();
  if (!row) throw notFound(savedSearchMessages.notFound);
  return toSavedSearch(row);
}

/** Deletes it with its matches (the alert stops); 404 unless it is the candidate's own. */
export async function deleteSavedSearch({
  db,
  candidateId,
  id,
}: OwnSavedSearchOptions): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.candidateId, candidateId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(savedSearchMessages.notFound);
}
