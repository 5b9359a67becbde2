import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { resumeMessages } from './messages';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

/**
 * Deletes the candidate's current CV. Its file goes with it (trigger on resumes) unless an
 * application was sent with it: that application keeps its copy.
 */
export async function deleteResume({ db, candidateId }: { db: Database; candidateId: string }) {
  // The CV's words stop finding the candidate (candidate search) with the delete.
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(resumes)
      .where(eq(resumes.candidateId, candidateId))
      .returning({ fileId: resumes.fileId });
    if (rows.length > 0) await refreshCandidateSearch(tx, [candidateId]);
    return rows;
  });
  if (deleted.length === 0) throw notFound(resumeMessages.noResume);
}
