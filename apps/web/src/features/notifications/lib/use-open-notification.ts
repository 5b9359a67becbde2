import type { Notification } from '@jobhunter/shared';
import { useNavigate } from 'react-router';
import type { RoleSession } from '@/lib/session';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** Opening a notification marks it read (if it isn't yet) and goes to what it is about. */
export function useOpenNotification(viewer: RoleSession | null) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead(viewer);
  return (notification: Notification) => {
    if (!notification.readAt) markRead.mutate([notification.id]);
    // `link` is a path of this app; anything else (an old absolute link) is opened as a page.
    if (notification.link.startsWith('/')) void navigate(notification.link);
    else if (notification.link) window.location.assign(notification.link);
  };
}
