/** Fields of a PostgreSQL error that describe what failed without repeating the data involved. */
const SAFE_DRIVER_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && 'query' in error && 'params' in error && Array.isArray(error.params);

function driverSummary(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const summary: Record<string, unknown> = { type: cause.name, message: cause.message };
  for (const field of SAFE_DRIVER_FIELDS) {
    const value = (cause as unknown as Record<string, unknown>)[field];
    if (value !== undefined) summary[field] = value;
  }
  return summary;
}

/**
 * What the log may say about an unexpected error. A failed query's error carries its parameters
 * (password hashes, emails, phone numbers) in its message, stack and `params`, and the driver's
 * `detail` repeats the offending values: only the SQL text and the driver's error code and names
 * are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (isQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
    return {
      type: error.name,
      message,
      stack: [message, ...frames].join('\n'),
      cause: driverSummary(error.cause),
    };
  }
  if (error instanceof Error) {
    const summary = driverSummary(error) ?? {};
    return { ...summary, stack: error.stack };
  }
  return { type: typeof error, message: String(error) };
}
