import { publicQuestion, type Job, type ScreeningQuestion } from '@jobhunter/shared';
import { jobs } from '../../db/schema';

/**
 * Who reads a single job: its recruiters (who may read it, services/companies/job-access.ts) see
 * the questions with their knock-out rules; everyone else (candidates, other recruiters, the
 * public, every cache) sees them without.
 */
export type JobAudience = 'owner' | 'public';

/** The columns a single job's view adds to a list's: lists never carry questions. */
export const screeningColumns = {
  questions: jobs.questions,
  resumeRequired: jobs.resumeRequired,
};

export interface JobScreening {
  questions: ScreeningQuestion[];
  resumeRequired: boolean;
}

/** The job with its questions as this audience may see them, and whether it asks for a CV. */
export function withScreening(
  job: Job,
  { questions, resumeRequired }: JobScreening,
  audience: JobAudience,
): Job {
  return {
    ...job,
    questions: audience === 'owner' ? questions : questions.map(publicQuestion),
    resumeRequired,
  };
}
