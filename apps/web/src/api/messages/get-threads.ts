import { useQuery } from '@tanstack/react-query';
import type { MessageThread } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import type { RoleSession } from '@/lib/session';
import { messageKeys } from './messages-keys';

/** How often the inbox and the header's unread total ask again while the tab is visible. */
export const THREADS_POLL_MS = 60_000;

/**
 * `GET /api/messages/threads`: the account's conversations, newest activity first. Asked from the
 * header on every page, so a session that has ended signs the header out instead of leaving the page.
 */
export function fetchThreads(viewer: RoleSession, signal?: AbortSignal) {
  return apiRequest<MessageThread[]>('/messages/threads', {
    auth: viewer.role,
    signal,
    quietSessionEnd: true,
  });
}

export function useThreads(viewer: RoleSession | null) {
  return useQuery({
    queryKey: messageKeys.threads(viewer?.role ?? 'candidate', viewer?.username ?? ''),
    queryFn: ({ signal }) => fetchThreads(viewer!, signal),
    enabled: viewer !== null,
    staleTime: 10_000,
    refetchInterval: THREADS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Unread messages over every conversation. */
export const unreadTotal = (threads: MessageThread[] | undefined) =>
  (threads ?? []).reduce((sum, thread) => sum + thread.unread, 0);
