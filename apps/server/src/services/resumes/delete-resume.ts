import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { resumeMessages } from './messages';

/**
 * Deletes the candidate's current CV. Its file goes with it (trigger on resumes) unless an
 * application was sent with it: that application keeps its copy.
 */
export async function deleteResume({ db, candidateId }: { db: Database; candidateId: string }) {
  const deleted = await db
    .delete(resumes)
    .where(eq(resumes.candidateId, candidateId))
    .returning({ fileId: resumes.fileId });
  if (deleted.length === 0) throw notFound(resumeMessages.noResume);
}
