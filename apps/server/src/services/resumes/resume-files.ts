import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { resumeFiles } from '../../db/schema';

/** The stored bytes of a CV file, or null when no such file exists (any more). */
export async function readResumeFile(db: Executor, fileId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: resumeFiles.content })
    .from(resumeFiles)
    .where(eq(resumeFiles.id, fileId));
  return row ? Buffer.from(row.content) : null;
}
