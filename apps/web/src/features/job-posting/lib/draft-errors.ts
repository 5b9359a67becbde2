import { jobInputSchema } from '@jobhunter/shared';
import { draftFieldOf, jobFields, type JobDraft } from './job-draft';

export type DraftErrors = Partial<Record<keyof JobDraft, string>>;

/** The shared posting rules without the job ID, which the page reserves rather than the user types. */
const jobFieldsSchema = jobInputSchema.omit({ jobID: true });

/**
 * The shared zod schema's verdict on the form, as one message per field (the first for each): the
 * same rules the server applies, checked before anything is sent.
 */
export function draftErrors(draft: JobDraft): DraftErrors {
  const result = jobFieldsSchema.safeParse(jobFields(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = draftFieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
