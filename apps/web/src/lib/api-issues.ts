import { isApiError } from './api-error';

/** One problem of a 400 reply (docs/api.md: `errors: [{ path, message }]`). */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The `errors` of a 400 reply, or none; a path given as a list is joined with dots. */
export function apiIssues(error: unknown): ApiIssue[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((issue: { path?: unknown; message?: unknown } | null) =>
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
