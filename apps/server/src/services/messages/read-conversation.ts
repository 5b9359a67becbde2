import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ConversationMessage } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, messages, notifications } from '../../db/schema';
import type { AccessTokenClaims } from '../../lib/access-token';
import {
  conversationPath,
  findConversation,
  otherSide,
  type ConversationRef,
} from './conversation';
import { toMessage } from './message-view';

/**
 * An application's conversation, oldest first, for either side. Reading it is what makes the other
 * side's messages read (`readAt`: their email, if not sent yet, then leaves them out) and the
 * reader's unread message notifications for it: for a recruiter that is the team's side, whoever of
 * the team reads it (a viewer too).
 */
export async function readConversation({
  db,
  viewer,
  ref,
}: {
  db: Database;
  viewer: AccessTokenClaims;
  ref: ConversationRef;
}): Promise<ConversationMessage[]> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, viewer, ref);
    await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.applicationId, conversation.applicationId),
          eq(messages.authorRole, otherSide(viewer.role)),
          isNull(messages.readAt),
        ),
      );
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.accountId, viewer.accountId),
          eq(notifications.type, 'message'),
          eq(notifications.link, conversationPath(viewer.role, conversation)),
          isNull(notifications.readAt),
        ),
      );
    const rows = await tx
      .select({
        id: messages.id,
        authorRole: messages.authorRole,
        username: accounts.username,
        text: messages.text,
        createdAt: messages.createdAt,
        readAt: messages.readAt,
      })
      .from(messages)
      .leftJoin(accounts, eq(accounts.id, messages.authorId))
      .where(eq(messages.applicationId, conversation.applicationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return rows.map(toMessage);
  });
}
