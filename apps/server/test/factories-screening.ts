import type { QuestionInput } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { resumeFiles, resumes } from '../src/db/schema';
import type { CreatedAccount } from './factories';
import { bearer } from './helper';

/** One question of each kind, each with a knock-out where its kind has one (text has none). */
export const screeningQuestions = (): QuestionInput[] => [
  {
    text: 'Are you allowed to work in Germany?',
    kind: 'yesno',
    required: true,
    knockout: { equals: true },
  },
  {
    text: 'Years of TypeScript?',
    kind: 'number',
    required: true,
    knockout: { min: 2 },
  },
  {
    text: 'Preferred team?',
    kind: 'choice',
    required: false,
    choices: ['Platform', 'Product', 'Data'],
    knockout: { oneOf: ['Platform', 'Product'] },
  },
  { text: 'Anything else?', kind: 'text', required: false },
];

/** Answers to `screeningQuestions` (ids q1..q4) that pass every knock-out. */
export const passingAnswers = () => [
  { questionId: 'q1', value: true },
  { questionId: 'q2', value: 5 },
  { questionId: 'q3', value: 'Platform' },
  { questionId: 'q4', value: 'I like databases.' },
];

/** The signed-in candidate applies with a cover letter and answers (any extra body fields). */
export function applyWith(
  app: App,
  candidate: CreatedAccount,
  jobID: string,
  fields: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/applications/create',
    headers: bearer(candidate.accessToken),
    payload: { recruiterUsername: 'ignored', job: { jobID }, ...fields },
  });
}

/**
 * Stores a CV as the candidate's current one, straight into the tables (as uploading leaves them),
 * replacing any current CV; returns the file's id.
 */
export async function storeResume(
  db: Database,
  candidate: { id: string },
  { fileName = 'cv.pdf', content = '%PDF-1.4 a test CV' } = {},
) {
  const bytes = Buffer.from(content);
  const [file] = await db
    .insert(resumeFiles)
    .values({ content: bytes })
    .returning({ id: resumeFiles.id });
  const values = {
    fileId: file.id,
    fileName,
    contentType: 'application/pdf',
    size: bytes.length,
    uploadedAt: new Date(),
  };
  await db
    .insert(resumes)
    .values({ candidateId: candidate.id, ...values })
    .onConflictDoUpdate({ target: resumes.candidateId, set: values });
  return file.id;
}

/** Deletes the candidate's current CV row, as deleting it does. */
export async function deleteResume(db: Database, candidate: { id: string }) {
  await db.delete(resumes).where(eq(resumes.candidateId, candidate.id));
}
