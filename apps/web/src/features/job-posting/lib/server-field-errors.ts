import { isApiError } from '@/lib/api-error';
import { draftFieldOf, type JobDraft } from './job-draft';

/** A 400 reply's `errors: [{path, message}]`, each path as dotted text ('questions.2.choices'). */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return [];
  return (body.errors as { path?: unknown; message?: unknown }[]).flatMap((issue) =>
    typeof issue?.message === 'string'
      ? [
          {
            path: Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? ''),
            message: issue.message,
          },
        ]
      : [],
  );
}

/** A 400 reply's `errors: [{path, message}]` as one message per form field (the first for each). */
export function serverFieldErrors(error: unknown): Partial<Record<keyof JobDraft, string>> {
  const result: Partial<Record<keyof JobDraft, string>> = {};
  for (const issue of serverIssues(error)) {
    const field = draftFieldOf(issue.path);
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}
