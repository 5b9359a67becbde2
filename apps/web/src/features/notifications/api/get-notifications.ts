import { useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import type { RoleSession } from '@/lib/session';
import { notificationKeys } from '@/api/notifications/notification-keys';

/** How often the bell asks for news while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** `GET /api/notifications` with the account's own token: newest first, plus the unread count. */
export async function fetchNotifications(
  viewer: RoleSession,
  signal?: AbortSignal,
): Promise<NotificationList> {
  // Parsed so that a reply of another shape shows the error state rather than breaking the header.
  // The bell asks on every page, public ones too: a session that has ended signs the header out
  // instead of taking the reader away to a login page. The schema (with zod) is loaded with the first
  // list, alongside the request, so the start-up bundle does not carry it.
  const [{ notificationListSchema }, body] = await Promise.all([
    import('./notification-list-schema'),
    apiRequest<unknown>('/notifications', { auth: viewer.role, signal, quietSessionEnd: true }),
  ]);
  return notificationListSchema.parse(body);
}

/**
 * The signed-in account's notifications. The bell polls (only while the tab is visible, and again
 * when the window regains focus) so a new one shows without a reload.
 */
export function useNotifications(
  viewer: RoleSession | null,
  { poll = false }: { poll?: boolean } = {},
) {
  return useQuery({
    queryKey: notificationKeys.list(viewer?.role ?? 'candidate', viewer?.username ?? ''),
    queryFn: ({ signal }) => fetchNotifications(viewer!, signal),
    enabled: viewer !== null,
    staleTime: 10_000,
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
