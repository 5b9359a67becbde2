import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Descending order written as the indexes are (drizzle's index `.desc()` is DESC NULLS LAST):
 * PostgreSQL reads an index in order only when the null placement matches, even on NOT NULL columns.
 */
export const newestFirst = (column: AnyColumn | SQL): SQL => sql`${column} desc nulls last`;
