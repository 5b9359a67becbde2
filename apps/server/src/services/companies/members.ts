import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, companyMembers } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { JobChanges } from '../jobs/job-cache';
import { lockCompany, lockCompanyAsOwner, ownerCount, roleIn } from './company-access';
import { departCompany } from './departure';
import { companyMessages } from './messages';

async function memberNamed(
  tx: Executor,
  { companyId, username }: { companyId: string; username: string },
) {
  const [member] = await tx
    .select({ accountId: companyMembers.accountId, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(and(eq(companyMembers.companyId, companyId), eq(accounts.username, username)));
  return member;
}

/**
 * An owner changes a member's role. 409 when it would leave the company without an owner: the
 * count is read under the company's lock, so two owners demoting each other at once run one
 * after the other and the second is no longer an owner (403).
 */
export async function changeMemberRole({
  db,
  accountId,
  slug,
  username,
  role,
}: {
  db: Database;
  accountId: string;
  slug: string;
  username: string;
  role: CompanyRole;
}) {
  await db.transaction(async (tx) => {
    const company = await lockCompanyAsOwner(tx, { slug, accountId });
    const member = await memberNamed(tx, { companyId: company.id, username });
    if (!member) throw notFound(companyMessages.noSuchMember);
    if (member.role === 'owner' && role !== 'owner' && (await ownerCount(tx, company.id)) === 1)
      throw conflict(companyMessages.needsOwner);
    await tx
      .update(companyMembers)
      .set({ role })
      .where(eq(companyMembers.accountId, member.accountId));
  });
}

/**
 * An owner removes a member, or a member leaves. Their company jobs pass to an owner (they stay
 * the company's); their access ends with the membership row, on their next request. The only
 * member leaving keeps their jobs and the empty company goes. 'left' or 'removed'.
 */
export async function removeMember({
  db,
  jobChanges,
  accountId,
  slug,
  username,
}: {
  db: Database;
  jobChanges: JobChanges;
  accountId: string;
  slug: string;
  username: string;
}): Promise<'left' | 'removed'> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, slug);
    const actorRole = await roleIn(tx, { companyId: company.id, accountId });
    const member = await memberNamed(tx, { companyId: company.id, username });
    const self = member?.accountId === accountId;
    if (actorRole !== 'owner' && !self) throw forbidden(companyMessages.ownersOnly);
    if (!member) throw notFound(companyMessages.noSuchMember);
    await departCompany(tx, {
      companyId: company.id,
      accountId: member.accountId,
      role: member.role,
      why: 'leave',
    });
    await jobChanges.changed(tx, { kind: 'poster' });
    return self ? 'left' : 'removed';
  });
}
