import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NOTIFICATIONS_PATH } from '../lib/paths';
import { badgeText, bellLabel } from '../lib/unread-label';
import { useNewNotificationAnnouncement } from '../lib/use-new-notification-announcement';
import { useOpenNotification } from '../lib/use-open-notification';
import { NotificationItem } from './notification-item';

/** How many of the latest notifications the bell's panel lists; the page has them all. */
const LATEST = 5;

/**
 * The header's bell for whoever is signed in (candidate or recruiter): the unread count, kept fresh
 * by polling, and a panel (a non-modal dialog) with the latest notifications. Escape or a press
 * outside closes it and focus goes back to the bell.
 */
export function NotificationBell() {
  const viewer = useSession().current;
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const notifications = useNotifications(viewer, { poll: true });
  const markAll = useMarkNotificationsRead(viewer);
  const openNotification = useOpenNotification(viewer);
  const announcement = useNewNotificationAnnouncement(notifications.data?.unread);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!viewer) return null;

  const unread = notifications.data?.unread ?? 0;
  const latest = notifications.data?.items.slice(0, LATEST) ?? [];
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden className="size-5!" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Button>
      {open && (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          onKeyDown={onPanelKeyDown}
          onBlur={(event) => {
            // Tabbing out of the panel closes it, as leaving a menu does.
            const next = event.relatedTarget as Node | null;
            if (next && !panelRef.current?.contains(next) && !triggerRef.current?.contains(next))
              setOpen(false);
          }}
          className={cn(
            'fixed inset-x-3 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl outline-none',
            'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
          )}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <p id={`${id}-title`} className="font-semibold text-slate-900">
              Notifications
            </p>
            <Button
              variant="link"
              size="sm"
              className="px-0 aria-disabled:cursor-default aria-disabled:text-slate-500 aria-disabled:no-underline"
              aria-disabled={unread === 0}
              onClick={() => unread > 0 && markAll.mutate(undefined)}
            >
              <CheckCheck aria-hidden />
              Mark all as read
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            {notifications.isPending ? (
              <Spinner className="py-8" label="Loading notifications" />
            ) : notifications.isError && !notifications.data ? (
              <p role="alert" className="px-3 py-6 text-center text-sm text-red-700">
                Unable to load notifications
              </p>
            ) : latest.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">You're all caught up</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {latest.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      compact
                      notification={notification}
                      onOpen={(item) => {
                        setOpen(false);
                        openNotification(item);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 p-2">
            <Link
              to={NOTIFICATIONS_PATH}
              onClick={() => setOpen(false)}
              className="flex justify-center rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              See all notifications
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
