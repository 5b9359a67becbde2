import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationResumes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { readResumeFile } from '../resumes/resume-files';
import { findOwnedApplication, type ApplicationRef } from './find-application';
import { applicationMessages } from './messages';

/**
 * The CV an application was sent with, bytes included, for the job's recruiters: 404 no such job, 403
 * someone else's job, 404 no such application or one sent without a CV.
 */
export async function applicationResume({
  db,
  recruiterId,
  ref,
}: {
  db: Executor;
  recruiterId: string;
  ref: ApplicationRef;
}) {
  const { id } = await findOwnedApplication(db, recruiterId, ref);
  const [resume] = await db
    .select({
      fileId: applicationResumes.fileId,
      fileName: applicationResumes.fileName,
      contentType: applicationResumes.contentType,
    })
    .from(applicationResumes)
    .where(eq(applicationResumes.applicationId, id));
  const content = resume ? await readResumeFile(db, resume.fileId) : null;
  if (!resume || !content) throw notFound(applicationMessages.noApplicationResume);
  return { fileName: resume.fileName, contentType: resume.contentType, content };
}
