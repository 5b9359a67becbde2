import type { z } from 'zod';
import { isApiError } from '@/lib/api-error';

/** A problem with one form field; the dotted path matches the form's field names, e.g. 'college_education.0.cgpa'. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The shared schema's issues, one per field (the first one, as the wizard shows). */
export function schemaIssues(error: z.ZodError): FieldIssue[] {
  return firstPerPath(
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/** The `errors` of a 400 reply (docs/api.md: `errors: [{ path, message }]`), or none. */
export function serverIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return [];
  return firstPerPath(
    body.errors.filter(
      (issue): issue is FieldIssue =>
        typeof issue?.path === 'string' && typeof issue?.message === 'string',
    ),
  );
}

function firstPerPath(issues: FieldIssue[]) {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}
