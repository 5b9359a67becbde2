/**
 * The constraint a PostgreSQL unique violation (SQLSTATE 23505) was about, or undefined for any
 * other error. Drizzle wraps driver errors, so the cause chain is searched; node-postgres and
 * PGlite both report `code` and `constraint` on their errors.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** The unique indexes on an account's email and number (db/schema.ts): a 409 "same email or cell number". */
export const CONTACT_CONSTRAINTS = new Set(['accounts_role_email_key', 'accounts_role_number_key']);
