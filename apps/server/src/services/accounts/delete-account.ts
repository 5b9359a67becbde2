import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockCompanyById, membershipOf } from '../companies/company-access';
import { departCompany } from '../companies/departure';
import type { JobChanges } from '../jobs/job-cache';
import { accountMessages } from './messages';

/** Reads of the membership before it is known to be stable (a join or leave moved it meanwhile). */
const MEMBERSHIP_TRIES = 5;

/**
 * Takes a recruiter out of their company before the account goes, so the cascade never deletes
 * the company's jobs: their company jobs pass to another owner (the last owner's place passing to
 * the earliest-joined other member first); an only member's company goes, jobs and all.
 *
 * Lock order: the company row, then the account row (FOR UPDATE), then jobs. Every change to a
 * company's members locks the company row first, so they queue behind it; a job edit locks the
 * poster's account before its job (services/jobs/lock-poster.ts), so locking the account before
 * touching any job keeps the two from each holding what the other needs. The membership is read
 * again under both locks: a join or leave between the first read and the locks is tried again.
 */
async function leaveCompanyOf(tx: Executor, accountId: string) {
  for (let attempt = 1; attempt <= MEMBERSHIP_TRIES; attempt += 1) {
    const seen = await membershipOf(tx, accountId);
    if (seen) await lockCompanyById(tx, seen.company.id);
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    const membership = await membershipOf(tx, accountId);
    if (membership?.company.id !== seen?.company.id) continue;
    if (!membership) return;
    await departCompany(tx, {
      companyId: membership.company.id,
      accountId,
      role: membership.role,
      why: 'delete-account',
    });
    return;
  }
  throw new Error('The account kept changing company while being deleted');
}

/**
 * Deletes an account with everything hanging on it. Removing its `usernames` row cascades to the
 * account, and from there to its refresh tokens, job-ID reservations, jobs (with their applications
 * and saves), its own applications and saved jobs. A recruiter in a company leaves it first, in the
 * same transaction (leaveCompanyOf): the company's jobs stay. It is one transaction: nobody ever
 * sees half an account. Its transaction also tells every instance's job cache (a recruiter's jobs
 * go with it).
 */
export async function deleteAccount({
  db,
  jobChanges,
  role,
  accountId,
}: {
  db: Database;
  jobChanges: JobChanges;
  role: Role;
  accountId: string;
}) {
  await db.transaction(async (tx) => {
    if (role === 'recruiter') await leaveCompanyOf(tx, accountId);
    const ownUsername = tx
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const deleted = await tx
      .delete(usernames)
      .where(inArray(usernames.username, ownUsername))
      .returning({ username: usernames.username });
    if (deleted.length === 0) throw notFound(accountMessages.notFound(role));
    await jobChanges.changed(tx, { kind: 'account', jobsRemoved: role === 'recruiter' });
    if (role === 'recruiter') await jobChanges.changed(tx, { kind: 'poster' });
  });
}
