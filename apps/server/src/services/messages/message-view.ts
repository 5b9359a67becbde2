import type { ConversationMessage, Role } from '@jobhunter/shared';

/** A message row with its author's username (null once the account is deleted). */
export interface MessageRow {
  id: string;
  authorRole: Role;
  username: string | null;
  text: string;
  createdAt: Date;
  readAt: Date | null;
}

export const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  from: { role: row.authorRole, username: row.username },
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});
