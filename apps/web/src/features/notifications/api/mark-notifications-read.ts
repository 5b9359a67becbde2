import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import type { RoleSession } from '@/lib/session';
import { notificationKeys } from '@/api/notifications/notification-keys';

/** `POST /api/notifications/read`: those `ids`, or every notification of the account when left out. */
export function markNotificationsRead(viewer: RoleSession, ids?: string[]) {
  return apiRequest<unknown>('/notifications/read', {
    method: 'POST',
    auth: viewer.role,
    body: ids ? { ids } : {},
  });
}

/** Marks read at once on screen (the bell's count drops before the server answers), then refetches the truth. */
export function useMarkNotificationsRead(viewer: RoleSession | null) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(viewer?.role ?? 'candidate', viewer?.username ?? '');
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(viewer!, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationList>(key);
      if (previous) {
        const now = new Date().toISOString();
        const items = previous.items.map((item) =>
          !item.readAt && (!ids || ids.includes(item.id)) ? { ...item, readAt: now } : item,
        );
        const newlyRead = items.filter(
          (item, index) => item.readAt !== previous.items[index].readAt,
        ).length;
        queryClient.setQueryData<NotificationList>(key, {
          items,
          unread: ids ? Math.max(0, previous.unread - newlyRead) : 0,
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
