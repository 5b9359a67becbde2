import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  type EmailPreferences,
  type NotificationType,
} from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { emailOptOuts } from '../../db/schema';

/** Which kinds of email the account gets: every kind but those it turned off. */
export async function emailPreferences({
  db,
  accountId,
}: {
  db: Executor;
  accountId: string;
}): Promise<EmailPreferences> {
  const rows = await db
    .select({ type: emailOptOuts.type })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.accountId, accountId));
  const off = new Set(rows.map((row) => row.type));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, !off.has(type)]),
  ) as EmailPreferences;
}

/** Turns kinds of email on (removing the opt-out) or off (adding one); answers every preference as saved. */
export async function updateEmailPreferences({
  db,
  accountId,
  change,
}: {
  db: Database;
  accountId: string;
  change: Partial<EmailPreferences>;
}): Promise<EmailPreferences> {
  const kinds = Object.entries(change) as [NotificationType, boolean][];
  const on = kinds.filter(([, wanted]) => wanted).map(([type]) => type);
  const off = kinds.filter(([, wanted]) => !wanted).map(([type]) => type);
  return db.transaction(async (tx) => {
    if (on.length)
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.accountId, accountId), inArray(emailOptOuts.type, on)));
    if (off.length)
      await tx
        .insert(emailOptOuts)
        .values(off.map((type) => ({ accountId, type })))
        .onConflictDoNothing();
    return emailPreferences({ db: tx, accountId });
  });
}
