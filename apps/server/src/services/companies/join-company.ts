import { and, eq, gt, sql } from 'drizzle-orm';
import type { JoinCompanyResult } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, companyInvitations, companyMembers } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { uniqueViolation } from '../../lib/constraint-violation';
import type { JobChanges } from '../jobs/job-cache';
import { lockCompanyById, membershipOf } from './company-access';
import { moveJobsToCompany } from './company-jobs';
import { companyMessages } from './messages';

export interface JoinOptions {
  db: Database;
  jobChanges: JobChanges;
  accountId: string;
  /** The token from the invitation's link. */
  token: string;
}

/**
 * A recruiter accepts an invitation with the token from its link: 400 when no live invitation has
 * it, 403 when it was sent to another address than their account's, 409 when they are in another
 * company (in this one already: their membership as it is). Joining uses the invitation up and
 * brings the recruiter's jobs without a company into the company.
 */
export async function joinCompany({
  db,
  jobChanges,
  accountId,
  token,
}: JoinOptions): Promise<JoinCompanyResult> {
  try {
    return await joinWithToken({ db, jobChanges, accountId, token });
  } catch (error) {
    // Two invitations accepted at once: the membership's primary key lets one company win.
    if (uniqueViolation(error) === 'company_members_pkey')
      throw conflict(companyMessages.inAnotherCompany);
    throw error;
  }
}

function joinWithToken({
  db,
  jobChanges,
  accountId,
  token,
}: JoinOptions): Promise<JoinCompanyResult> {
  return db.transaction(async (tx) => {
    const live = and(
      eq(companyInvitations.tokenHash, hashOpaqueToken(token)),
      gt(companyInvitations.expiresAt, sql`now()`),
    );
    const [found] = await tx
      .select({ companyId: companyInvitations.companyId })
      .from(companyInvitations)
      .where(live);
    if (!found) throw badRequest(companyMessages.invalidInvitation);
    // The company's lock first, as every change to its members takes it; then the invitation
    // again, in case it was revoked or replaced meanwhile.
    const company = await lockCompanyById(tx, found.companyId);
    const [invitation] = await tx.select().from(companyInvitations).where(live);
    if (!company || !invitation) throw badRequest(companyMessages.invalidInvitation);

    const [account] = await tx
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (account?.email.toLowerCase() !== invitation.email.toLowerCase())
      throw forbidden(companyMessages.otherEmail);

    const membership = await membershipOf(tx, accountId);
    const companyRef = { slug: company.slug, name: company.name };
    if (membership && membership.company.id !== company.id)
      throw conflict(companyMessages.inAnotherCompany);
    await tx.delete(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    if (membership) return { company: companyRef, role: membership.role };

    await tx
      .insert(companyMembers)
      .values({ accountId, companyId: company.id, role: invitation.role });
    if ((await moveJobsToCompany(tx, { recruiterId: accountId, company })) > 0)
      await jobChanges.changed(tx, { kind: 'poster' });
    return { company: companyRef, role: invitation.role };
  });
}
