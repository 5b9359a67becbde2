import { RESUME_CONTENT_TYPES, type ResumeTextStatus } from '@jobhunter/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';
import type { ResumeKind } from './detect-resume-type';
import { extractResumeText, type ExtractionLimits } from './extract-resume-text';
import { readResumeFile } from './resume-files';
import type { ResumeTextJob } from './resume-text-job';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface RecordResumeTextOptions {
  db: Database;
  job: ResumeTextJob;
  limits?: ExtractionLimits;
  /** Why a file's text could not be read (logged; the candidate sees "failed"). */
  onFailure(error: unknown): void;
}

const KINDS = Object.fromEntries(
  Object.entries(RESUME_CONTENT_TYPES).map(([kind, type]) => [type, kind as ResumeKind]),
);

/**
 * Extracts the text of an uploaded CV and stores it on the CV row, unless a newer upload or a
 * delete replaced that file meanwhile. A file that cannot be read is a CV without text ('failed'),
 * not an error to retry: only a database failure throws (and the queue retries the job).
 */
export async function recordResumeText({
  db,
  job,
  limits,
  onFailure,
}: RecordResumeTextOptions): Promise<ResumeTextStatus | 'replaced'> {
  const current = and(eq(resumes.candidateId, job.candidateId), eq(resumes.fileId, job.fileId));
  const [row] = await db.select({ contentType: resumes.contentType }).from(resumes).where(current);
  const content = row ? await readResumeFile(db, job.fileId) : null;
  if (!row || !content) return 'replaced';
  let update: { textStatus: ResumeTextStatus; text: string | null };
  try {
    const text = await extractResumeText(KINDS[row.contentType] ?? 'pdf', content, limits);
    update = { textStatus: 'done', text };
  } catch (error) {
    onFailure(error);
    update = { textStatus: 'failed', text: null };
  }
  // The CV's words are searchable (candidate search) from the moment its text is stored.
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(resumes)
      .set(update)
      .where(current)
      .returning({ candidateId: resumes.candidateId });
    if (rows.length > 0) await refreshCandidateSearch(tx, [job.candidateId]);
    return rows;
  });
  return updated.length > 0 ? update.textStatus : 'replaced';
}
