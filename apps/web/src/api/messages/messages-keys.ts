import type { ConversationQuery, Role } from '@jobhunter/shared';

/** TanStack Query keys of the conversations (`/api/applications/messages`) and the inbox. */
export const messageKeys = {
  all: ['messages'] as const,
  /** Every account's inbox: what a new or newly read message refreshes. */
  threadLists: ['messages', 'threads'] as const,
  /** One account's inbox; the header's unread total reads the same list. */
  threads: (role: Role, username: string) => ['messages', 'threads', role, username] as const,
  /** One application's conversation as `role` sees it (a browser may hold both sessions). */
  conversation: (role: Role, { jobID, candidateUsername }: ConversationQuery) =>
    ['messages', 'conversation', role, jobID, candidateUsername ?? ''] as const,
};
