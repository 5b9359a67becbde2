import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

/**
 * The header's bell, whose code (panel, list, polling, the list's zod schema) loads only for someone
 * signed in: a visitor's first view does not carry it. Until it is there, an empty box of
 * the bell's size keeps the header from moving.
 */
export function DeferredNotificationBell() {
  const viewer = useSession().current;
  if (!viewer) return null;
  return (
    <Suspense fallback={<div aria-hidden className="size-10" />}>
      <NotificationBell />
    </Suspense>
  );
}
