import { useQuery } from '@tanstack/react-query';
import type { ConversationMessage, ConversationQuery, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from './messages-keys';

/** How often an open conversation asks for a reply while the tab is visible. */
export const CONVERSATION_POLL_MS = 15_000;

/**
 * `GET /api/applications/messages`: one application's messages, oldest first. A candidate leaves
 * `candidateUsername` out (their own application); reading marks the other side's messages read.
 */
export function fetchConversation(role: Role, query: ConversationQuery, signal?: AbortSignal) {
  return apiRequest<ConversationMessage[]>('/applications/messages', {
    query: { jobID: query.jobID, candidateUsername: query.candidateUsername },
    auth: role,
    signal,
  });
}

export function useConversation(role: Role, query: ConversationQuery) {
  return useQuery({
    queryKey: messageKeys.conversation(role, query),
    queryFn: ({ signal }) => fetchConversation(role, query, signal),
    // A refusal (403, 404) will not change by asking again every few seconds.
    refetchInterval: (current) => (current.state.status === 'error' ? false : CONVERSATION_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
