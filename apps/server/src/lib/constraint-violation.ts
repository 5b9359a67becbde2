/**
 * The constraint a PostgreSQL error with this SQLSTATE was about ('' when it names none), or
 * undefined for any other error. Drizzle wraps driver errors, so the cause chain is searched;
 * node-postgres and PGlite both report `code` and `constraint` on their errors.
 */
export function violatedConstraint(error: unknown, sqlState: string): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** A unique violation (23505): the row is already there. */
export const uniqueViolation = (error: unknown) => violatedConstraint(error, '23505');

/**
 * A foreign-key violation (23503): a row the write refers to is gone, e.g. the account of a
 * still-unexpired access token was deleted, or a job was deleted while someone saved it.
 */
export const foreignKeyViolation = (error: unknown) => violatedConstraint(error, '23503');
