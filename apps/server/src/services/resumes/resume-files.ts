import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { resumeFiles } from '../../db/schema';

// CV bytes cross the driver as base64 text, decoded and encoded by the database. PGlite converts a
// bytea parameter or column in JavaScript, byte by byte: a 5 MB CV took 1–2 s of the event loop to
// store and 0.3 s to read, against about 0.1 s and 0.03 s this way (PostgreSQL is as fast either way).

/** The SQL value of a file's bytes, for an insert. */
export const asBytea = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;

/** The stored bytes of a CV file, or null when no such file exists (any more). */
export async function readResumeFile(db: Executor, fileId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ base64: sql<string>`encode(${resumeFiles.content}, 'base64')` })
    .from(resumeFiles)
    .where(eq(resumeFiles.id, fileId));
  return row ? Buffer.from(row.base64, 'base64') : null;
}
