import type { Database } from '../../db/client';
import { emailOptOuts } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const unsubscribeMessages = {
  done: 'You will no longer get these emails. You can turn them back on in your email settings.',
  invalid: 'This unsubscribe link is invalid',
};

/**
 * An unsubscribe link was followed (or a mail app sent the one-click POST): that kind of email
 * stops for that account. Idempotent. 400 for a token this server did not sign.
 */
export async function unsubscribe({
  db,
  token,
  secret,
}: {
  db: Database;
  token: string;
  secret: string;
}): Promise<void> {
  const claim = verifyUnsubscribeToken(token, secret);
  if (!claim) throw badRequest(unsubscribeMessages.invalid);
  await db
    .insert(emailOptOuts)
    .values(claim)
    .onConflictDoNothing()
    .catch((error: unknown) => {
      // A deleted account gets no email anyway: the link did what it promises.
      if (foreignKeyViolation(error) === undefined) throw error;
    });
}
