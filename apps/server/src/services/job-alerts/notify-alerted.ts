import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { addNotifications, emailAll, type Notice } from '../notifications/notify';
import type { Queue } from '../queue/queue';

/**
 * Tells candidates of their alerts: every one in the app, and by email only those whose address is
 * confirmed (an alert to an address nobody confirmed could be mailing a stranger). An unconfirmed
 * candidate's searches still match and are marked notified, so confirming later does not send a
 * backlog.
 */
export async function notifyAlerted({
  tx,
  queue,
  notices,
}: {
  tx: Executor;
  queue: Queue;
  notices: Notice[];
}): Promise<void> {
  if (notices.length === 0) return;
  const confirmed = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [...new Set(notices.map((notice) => notice.accountId))]),
        isNotNull(accounts.emailVerifiedAt),
      ),
    );
  const emailed = new Set(confirmed.map((account) => account.id));
  await addNotifications(tx, notices);
  await emailAll({
    tx,
    queue,
    emails: notices
      .filter((notice) => emailed.has(notice.accountId))
      .map(({ accountId, type, email }) => ({ accountId, type, email })),
  });
}
