import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

/** How many notifications the list holds: the newest; older ones stay counted while unread. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The account's newest notifications, newest first, and how many of all are unread. */
export async function listNotifications({
  db,
  accountId,
}: {
  db: Executor;
  accountId: string;
}): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt ? row.readAt.toISOString() : null,
    })),
    unread: Number(unread),
  };
}

/**
 * Marks the account's notifications read: those of `ids`, or all when there are none. Ids of
 * other accounts' notifications (or of none) are passed over: they match no row of this account.
 */
export async function markNotificationsRead({
  db,
  accountId,
  ids,
}: {
  db: Executor;
  accountId: string;
  ids?: string[];
}): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.accountId, accountId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
