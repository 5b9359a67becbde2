import { and, eq, sql } from 'drizzle-orm';
import type { Invitation, InvitationInput } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, companyInvitations, companyMembers } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import type { AddressedMailJob } from '../notifications/mail-job';
import type { Queue } from '../queue/queue';
import { lockCompanyAsOwner } from './company-access';
import { companyMessages } from './messages';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/**
 * An owner invites an email address with a role. Inviting the same address again replaces the
 * earlier invitation (its link stops working). The email is queued in the same transaction.
 *
 * Unlike the password-reset email, which is sent outside the queue so its secret never sits in a
 * table, this email's token is in the queued job's data: the queue makes the invitation and its
 * email commit together and retries a failed send. That is acceptable for this token: it only
 * lets the invited address's own account join one company, it expires in 7 days, an owner can
 * revoke it at once, and pg-boss purges completed jobs.
 */
export async function inviteToCompany({
  db,
  queue,
  accountId,
  slug,
  input,
}: {
  db: Database;
  queue: Queue;
  accountId: string;
  slug: string;
  input: InvitationInput;
}): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const company = await lockCompanyAsOwner(tx, { slug, accountId });
    const sameEmail = sql`lower(${accounts.email}) = lower(${input.email})`;
    const [member] = await tx
      .select({ id: companyMembers.accountId })
      .from(companyMembers)
      .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
      .where(and(eq(companyMembers.companyId, company.id), sameEmail));
    if (member) throw conflict(companyMessages.alreadyMember);

    await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, company.id),
          sql`lower(${companyInvitations.email}) = lower(${input.email})`,
        ),
      );
    const token = newOpaqueToken();
    const [invitation] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email: input.email,
        role: input.role,
        tokenHash: hashOpaqueToken(token),
        invitedBy: accountId,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning({
        id: companyInvitations.id,
        email: companyInvitations.email,
        role: companyInvitations.role,
      });
    const [inviter] = await tx
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const mail: AddressedMailJob = {
      to: input.email,
      email: {
        template: 'company-invitation',
        data: {
          token,
          companyName: company.name,
          inviterName: `${inviter!.firstName} ${inviter!.lastName}`.trim(),
          role: input.role,
        },
      },
    };
    await queue.send(tx, 'mail', mail);
    return invitation!;
  });
}

/** An owner revokes an invitation: its row goes, and its link answers that it is invalid. */
export async function revokeInvitation({
  db,
  accountId,
  slug,
  invitationId,
}: {
  db: Database;
  accountId: string;
  slug: string;
  invitationId: string;
}) {
  await db.transaction(async (tx) => {
    const company = await lockCompanyAsOwner(tx, { slug, accountId });
    const deleted = await tx
      .delete(companyInvitations)
      .where(
        and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, company.id)),
      )
      .returning({ id: companyInvitations.id });
    if (deleted.length === 0) throw notFound(companyMessages.noSuchInvitation);
  });
}
