import { eq } from 'drizzle-orm';
import type { ApplicationDetail } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { applicationResumes, applications, jobs } from '../../db/schema';
import { findOwnedApplication, type ApplicationRef } from './find-application';
import { sentResumeColumns } from './sent-resume';

/**
 * What a candidate sent with one application (cover letter, answers, the CV's name), for the job's
 * owner: 404 no such job, 403 someone else's job, 404 no such application. Each answer names its
 * question's kind while the job still asks that question, so its value can be shown as such.
 */
export async function applicationDetail({
  db,
  recruiterId,
  ref,
}: {
  db: Executor;
  recruiterId: string;
  ref: ApplicationRef;
}): Promise<ApplicationDetail> {
  const { id } = await findOwnedApplication(db, recruiterId, ref);
  const [row] = await db
    .select({
      status: applications.status,
      appliedAt: applications.appliedAt,
      coverLetter: applications.coverLetter,
      answers: applications.answers,
      screening: applications.screening,
      questions: jobs.questions,
      resume: sentResumeColumns,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
    .leftJoin(applicationResumes, eq(applicationResumes.applicationId, applications.id))
    .where(eq(applications.id, id));
  const kinds = new Map(row.questions.map((question) => [question.id, question.kind]));
  return {
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    coverLetter: row.coverLetter,
    answers: row.answers.map((answer) => {
      const kind = kinds.get(answer.questionId);
      return kind ? { ...answer, kind } : answer;
    }),
    screening: row.screening,
    resume: row.resume,
  };
}
