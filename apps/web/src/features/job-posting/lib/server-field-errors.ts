import { isApiError } from '@/lib/api-error';
import { draftFieldOf, type JobDraft } from './job-draft';

/** A 400 reply's `errors: [{path, message}]` as one message per form field (the first for each). */
export function serverFieldErrors(error: unknown): Partial<Record<keyof JobDraft, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return {};
  const result: Partial<Record<keyof JobDraft, string>> = {};
  for (const issue of body.errors as { path?: unknown; message?: unknown }[]) {
    if (typeof issue?.message !== 'string') continue;
    const path = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    const field = draftFieldOf(path);
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}
