import { Bell, BellOff, CheckCheck, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useOpenNotification } from '../lib/use-open-notification';
import { NotificationItem } from './notification-item';

/** /Notifications: every notification of the signed-in account, newest first. */
export function NotificationsPage() {
  const viewer = useSession().current;
  const notifications = useNotifications(viewer, { poll: true });
  const markAll = useMarkNotificationsRead(viewer);
  const openNotification = useOpenNotification(viewer);
  const unread = notifications.data?.unread ?? 0;
  useDocumentMeta(
    unread > 0 ? `Notifications (${unread} unread) | JobHunter` : 'Notifications | JobHunter',
  );

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Notifications
          </h1>
          <p className="mt-1 text-slate-600">
            Applications, status changes, messages, interviews and job alerts for your account
          </p>
        </div>
        {viewer && notifications.data && notifications.data.items.length > 0 && (
          <Button
            variant="outline"
            className="aria-disabled:cursor-default aria-disabled:opacity-60"
            aria-disabled={unread === 0}
            onClick={() => unread > 0 && markAll.mutate(undefined)}
          >
            <CheckCheck aria-hidden />
            Mark all as read
          </Button>
        )}
      </div>

      <p aria-live="polite" className="sr-only">
        {markAll.isSuccess ? 'All notifications marked as read' : ''}
      </p>
      {markAll.isError && (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          Could not mark them as read: {markAll.error.message}
        </p>
      )}

      {!viewer ? (
        <EmptyState
          icon={LogIn}
          title="Log in to see your notifications"
          description="Notifications belong to your candidate or recruiter account."
          action={
            <Button asChild>
              <Link to="/CommonAuthentication">Log in</Link>
            </Button>
          }
        />
      ) : notifications.isPending ? (
        <Spinner className="py-24" label="Loading notifications..." showLabel />
      ) : notifications.isError && !notifications.data ? (
        <LoadError
          title="Unable to load notifications"
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      ) : notifications.data.items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title="You're all caught up"
          description="New applications, status changes, messages, interviews and job alerts will show up here."
        />
      ) : (
        <Card className="p-2">
          <p className="flex items-center gap-2 px-3 pt-2 pb-3 text-sm text-slate-600">
            <Bell aria-hidden className="size-4" />
            {unread > 0 ? `${unread} unread` : 'All read'}
          </p>
          <ul className="flex flex-col gap-1">
            {notifications.data.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={openNotification} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </main>
  );
}
