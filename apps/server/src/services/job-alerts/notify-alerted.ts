import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, notifications } from '../../db/schema';
import { notifyAll, type Notice } from '../notifications/notify';
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
  await notifyAll({
    tx,
    queue,
    notices: notices.filter((notice) => emailed.has(notice.accountId)),
  });
  const inAppOnly = notices.filter((notice) => !emailed.has(notice.accountId));
  if (inAppOnly.length === 0) return;
  await tx.insert(notifications).values(
    inAppOnly.map(({ accountId, type, title, body, link }) => ({
      accountId,
      type,
      title,
      body,
      link,
    })),
  );
}
