import { asc, eq } from 'drizzle-orm';
import type { ApplicationNote } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationNotes } from '../../db/schema';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { notFound } from '../../lib/http-error';
import { jobMessages } from '../jobs/messages';
import { applicationMessages } from './messages';
import { lockJobAccess } from '../companies/job-access';
import { findApplication, findOwnedApplication, type ApplicationRef } from './find-application';

/**
 * The recruiters' private notes on applications to their jobs. Only the job's recruiters read them
 * and only those who may act on the job write them (services/companies/job-access.ts): no
 * candidate-facing response (and not the candidate's data export) ever includes them.
 */
const noteColumns = {
  id: applicationNotes.id,
  text: applicationNotes.text,
  author: accounts.username,
  createdAt: applicationNotes.createdAt,
};
const toNote = (row: {
  id: string;
  text: string;
  author: string;
  createdAt: Date;
}): ApplicationNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The notes on one application, oldest first. */
export async function listNotes({
  db,
  recruiterId,
  ref,
}: {
  db: Database;
  recruiterId: string;
  ref: ApplicationRef;
}) {
  const application = await findOwnedApplication(db, recruiterId, ref);
  const rows = await db
    .select(noteColumns)
    .from(applicationNotes)
    .innerJoin(accounts, eq(accounts.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, application.id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map(toNote);
}

/**
 * A recruiter who may act on the job adds a note. The recruiter's account row is locked first, the
 * order deleting that account takes (services/jobs/delete-job.ts), so the two queue up instead of
 * deadlocking; then their membership, so removing them from the company waits for the note (or
 * the note, asked after the removal, is refused).
 * The application read may be deleted (its job deleted) before the insert: then it is a 404.
 */
export async function addNote({
  db,
  recruiterId,
  ref,
  text,
}: {
  db: Database;
  recruiterId: string;
  ref: ApplicationRef;
  text: string;
}) {
  const added = db.transaction(async (tx) => {
    const [author] = await tx
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, recruiterId))
      .for('key share');
    if (!author) throw notFound(jobMessages.recruiterMissing);
    await lockJobAccess(tx, { accountId: recruiterId, jobId: ref.jobId, action: 'act' });
    const application = await findApplication(tx, ref);
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: application.id, authorId: recruiterId, text })
      .returning({
        id: applicationNotes.id,
        text: applicationNotes.text,
        createdAt: applicationNotes.createdAt,
      });
    return toNote({ ...note, author: author.username });
  });
  return added.catch((error: unknown) => {
    throw foreignKeyViolation(error) === undefined
      ? error
      : notFound(applicationMessages.noSuchApplication);
  });
}
