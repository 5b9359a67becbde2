import { screenAnswers, type AnswerInput, type ScreeningQuestion } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationResumes, resumes } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import { applicationMessages } from './messages';

export interface ApplicationFormInput {
  coverLetter?: string;
  answers: AnswerInput[];
}

/**
 * What the candidate sends with an application, checked against what the job asks: every problem
 * with the answers is a 400 with `errors` (nothing is stored), and a job that asks for a CV needs
 * one. The candidate's current CV is read FOR SHARE, so replacing or deleting it waits until this
 * application holds its own reference to the file.
 */
export async function readApplicationForm(
  tx: Executor,
  {
    candidateId,
    job,
    form,
  }: {
    candidateId: string;
    job: { questions: ScreeningQuestion[]; resumeRequired: boolean };
    form: ApplicationFormInput;
  },
) {
  const screened = screenAnswers(job.questions, form.answers);
  if (screened.problems.length > 0)
    throw new HttpError(400, applicationMessages.invalidAnswers, { errors: screened.problems });
  const [resume] = await tx
    .select({
      fileId: resumes.fileId,
      fileName: resumes.fileName,
      contentType: resumes.contentType,
      size: resumes.size,
    })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId))
    .for('share');
  if (job.resumeRequired && !resume) throw badRequest(applicationMessages.resumeRequired);
  return {
    values: {
      coverLetter: form.coverLetter ? form.coverLetter : null,
      answers: screened.answers,
      screening: screened.screening,
    },
    resume: resume ?? null,
  };
}

export type ApplicationForm = Awaited<ReturnType<typeof readApplicationForm>>;

/** The application keeps the CV it was sent with: a reference to the same file, no bytes copied. */
export async function keepResumeCopy(
  tx: Executor,
  applicationId: string,
  resume: ApplicationForm['resume'],
) {
  if (resume) await tx.insert(applicationResumes).values({ applicationId, ...resume });
}
