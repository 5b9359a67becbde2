import { asc, eq } from 'drizzle-orm';
import type { MyCompany } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, companyInvitations, companyMembers } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { membershipOf, profileOf } from './company-access';
import { companyMessages } from './messages';

/**
 * `GET /companies/mine`: the recruiter's company, their role, its members (earliest first) and
 * its open invitations (newest first; an expired one is listed until revoked or replaced).
 */
export async function myCompany({
  db,
  accountId,
}: {
  db: Database;
  accountId: string;
}): Promise<MyCompany> {
  const membership = await membershipOf(db, accountId);
  if (!membership) throw notFound(companyMessages.notInCompany);
  const companyId = membership.company.id;
  const members = await db
    .select({
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.joinedAt), asc(accounts.username));
  const invitations = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(companyInvitations.createdAt);
  return {
    company: profileOf(membership.company),
    role: membership.role,
    members,
    invitations: invitations
      .reverse()
      .map((invitation) => ({ ...invitation, createdAt: invitation.createdAt.toISOString() })),
  };
}
