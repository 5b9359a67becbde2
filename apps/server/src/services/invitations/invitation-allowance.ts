import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { INVITATIONS_PER_HOUR, invitationMessages } from './invitation-messages';

/**
 * 429 once the recruiter sent INVITATIONS_PER_HOUR invitations in the last hour, with when to try
 * again. Counted from the stored rows, so every instance of the API agrees and a restart forgets
 * nothing; the caller holds the recruiter's account row, so two invitations at once are counted one
 * after the other.
 */
export async function requireInvitationAllowance(tx: Executor, recruiterId: string) {
  const { rows } = await tx.execute<{ sent: number; retryAfter: number | null }>(sql`
    select count(*)::int as sent,
           ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as "retryAfter"
    from job_invitations
    where invited_by = ${recruiterId} and created_at > now() - interval '1 hour'`);
  const [{ sent, retryAfter }] = rows;
  if (sent >= INVITATIONS_PER_HOUR)
    throw new HttpError(
      429,
      invitationMessages.tooMany,
      {},
      { 'retry-after': String(Math.max(1, retryAfter ?? 1)) },
    );
}
