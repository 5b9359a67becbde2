import { RESUME_CONTENT_TYPES, type UploadedResume } from '@jobhunter/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumeFiles, resumes } from '../../db/schema';
import { asBytea } from './resume-files';
import type { Queue } from '../queue/queue';
import { detectResumeType } from './detect-resume-type';
import { resumeFileName } from './resume-file-name';
import type { ResumeTextJob } from './resume-text-job';
import { refreshCandidateSearch } from '../candidate-search/refresh-candidate-search';

export interface SaveResumeOptions {
  db: Database;
  queue: Queue;
  candidateId: string;
  bytes: Buffer;
  /** The name the client sent, for display only. */
  clientFileName?: string;
}

/**
 * Makes the bytes the candidate's CV. The file, the CV row and the queued text extraction commit
 * together, so a crash leaves either the old CV or the new one, never a file without its row; the
 * replaced file is freed by the trigger on resumes (migration 0015) unless an application keeps it.
 */
export async function saveResume({
  db,
  queue,
  candidateId,
  bytes,
  clientFileName,
}: SaveResumeOptions): Promise<UploadedResume> {
  const kind = detectResumeType(bytes);
  const row = {
    fileName: resumeFileName(clientFileName, kind),
    contentType: RESUME_CONTENT_TYPES[kind],
    size: bytes.length,
  };
  const saved = await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(resumeFiles)
      .values({ content: asBytea(bytes) })
      .returning({ id: resumeFiles.id });
    const [stored] = await tx
      .insert(resumes)
      .values({ candidateId, fileId: file!.id, ...row })
      .onConflictDoUpdate({
        target: resumes.candidateId,
        set: {
          fileId: file!.id,
          ...row,
          uploadedAt: sql`now()`,
          textStatus: 'pending',
          text: null,
        },
      })
      .returning({ uploadedAt: resumes.uploadedAt });
    // The replaced CV's words no longer find the candidate; the new one's do once its text is read.
    await refreshCandidateSearch(tx, [candidateId]);
    const job: ResumeTextJob = { candidateId, fileId: file!.id };
    await queue.send(tx, 'resumeText', job);
    return { ...row, uploadedAt: stored!.uploadedAt.toISOString() };
  });
  // The candidate is looking at "reading your CV…": start now, not at the next poll.
  queue.wake('resumeText');
  return saved;
}
