import type { Resume } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, resumes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { resumeMessages } from './messages';
import { readResumeFile } from './resume-files';
import { suggestedSkills } from './suggested-skills';

export interface CandidateResumeOptions {
  db: Database;
  candidateId: string;
}

/** The candidate's current CV, its extracted text and the skills it names that the profile lacks. */
export async function getResume({ db, candidateId }: CandidateResumeOptions): Promise<Resume> {
  const [row] = await db
    .select({
      fileName: resumes.fileName,
      contentType: resumes.contentType,
      size: resumes.size,
      uploadedAt: resumes.uploadedAt,
      textStatus: resumes.textStatus,
      text: resumes.text,
      coreSkills: accounts.coreSkills,
    })
    .from(resumes)
    .innerJoin(accounts, eq(accounts.id, resumes.candidateId))
    .where(eq(resumes.candidateId, candidateId));
  if (!row) throw notFound(resumeMessages.noResume);
  const { coreSkills, uploadedAt, ...resume } = row;
  return {
    ...resume,
    uploadedAt: uploadedAt.toISOString(),
    suggestedSkills: resume.text
      ? await suggestedSkills({ db, text: resume.text, profileSkills: coreSkills ?? [] })
      : [],
  };
}

/** The candidate's current CV file, to download. */
export async function getResumeFile({ db, candidateId }: CandidateResumeOptions) {
  const [row] = await db
    .select({
      fileId: resumes.fileId,
      fileName: resumes.fileName,
      contentType: resumes.contentType,
    })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId));
  // A delete between the two reads leaves no file: the same 404 as no CV.
  const content = row ? await readResumeFile(db, row.fileId) : null;
  if (!row || !content) throw notFound(resumeMessages.noResume);
  return { fileName: row.fileName, contentType: row.contentType, content };
}
