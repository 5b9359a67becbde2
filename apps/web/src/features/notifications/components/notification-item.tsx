import type { Notification } from '@jobhunter/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { NOTIFICATION_ICONS } from '../lib/notification-icons';
import { relativeTime } from '../lib/relative-time';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** The bell's short list clamps the body to two lines; the page shows it whole. */
  compact?: boolean;
}

/**
 * One notification as a button, with its kind's icon: unread ones are bold with a dot, and say
 * "Unread" to screen readers.
 */
export function NotificationItem({ notification, onOpen, compact }: NotificationItemProps) {
  const unread = !notification.readAt;
  const id = useId();
  const Icon = NOTIFICATION_ICONS[notification.type];
  return (
    <button
      type="button"
      // Named by its title ("Unread: …" while unread), described by its body and age.
      aria-labelledby={unread ? `${id}-state ${id}-title` : `${id}-title`}
      aria-describedby={`${id}-body ${id}-time`}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
        unread && 'bg-brand-50/70 hover:bg-brand-50',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-brand-600' : 'bg-transparent',
        )}
      />
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {unread && (
          <span id={`${id}-state`} className="sr-only">
            Unread:
          </span>
        )}
        <span
          id={`${id}-title`}
          className={cn(
            'text-sm break-words text-slate-900',
            unread ? 'font-semibold' : 'font-medium',
          )}
        >
          {notification.title}
        </span>
        <span
          id={`${id}-body`}
          className={cn('text-sm break-words text-slate-600', compact && 'line-clamp-2')}
        >
          {notification.body}
        </span>
        {/* slate-600: slate-500 is 4.4:1 on the unread tint, below AA for small text. */}
        <time
          id={`${id}-time`}
          dateTime={notification.createdAt}
          className="text-xs text-slate-600"
        >
          {relativeTime(notification.createdAt)}
        </time>
      </span>
    </button>
  );
}
