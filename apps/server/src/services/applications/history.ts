import { asc, eq, sql } from 'drizzle-orm';
import type { Role, StatusHistoryEntry } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, applicationStatusHistory } from '../../db/schema';
import type { AccessTokenClaims } from '../../lib/access-token';
import { forbidden } from '../../lib/http-error';
import { jobMessages } from '../jobs/messages';
import { findApplication, findOwnedApplication, type ApplicationRef } from './find-application';

/**
 * An application's status history, oldest first: the candidate sees their own, the job's recruiters
 * any of the job's. `by` says which side moved it ('screening' when a knock-out answer rejected it
 * on applying); null when the account that did is gone.
 * Applying writes the first entry (null → applied); an application stored without one (seeded
 * rows written straight into the table) gets it made up from its appliedAt.
 */
export async function applicationHistory({
  db,
  viewer,
  ref,
}: {
  db: Database;
  viewer: AccessTokenClaims;
  ref: ApplicationRef;
}) {
  let application: { id: string; candidateId: string; appliedAt: Date };
  if (viewer.role === 'candidate') {
    if (viewer.username !== ref.candidateUsername) throw forbidden(jobMessages.notSelf);
    application = await findApplication(db, ref);
  } else {
    application = await findOwnedApplication(db, viewer.accountId, ref);
  }
  const rows = await db
    .select({
      from: applicationStatusHistory.fromStatus,
      to: applicationStatusHistory.toStatus,
      actor: applicationStatusHistory.actor,
      // Only members move applications: an admin has none to move.
      role: sql<Role | null>`${accounts.role}`,
      changedAt: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .leftJoin(accounts, eq(accounts.id, applicationStatusHistory.changedBy))
    .where(eq(applicationStatusHistory.applicationId, application.id))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  const entries: StatusHistoryEntry[] = rows.map((row) => ({
    from: row.from,
    to: row.to,
    by: row.actor ?? row.role ?? null,
    changedAt: row.changedAt.toISOString(),
  }));
  if (entries[0]?.from !== null) {
    entries.unshift({
      from: null,
      to: 'applied',
      by: 'candidate',
      changedAt: application.appliedAt.toISOString(),
    });
  }
  return entries;
}
