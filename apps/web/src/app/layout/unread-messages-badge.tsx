import { unreadTotal, useThreads } from '@/api/messages/get-threads';
import { useSession } from '@/lib/session';

/** Beside the header's Messages link: how many messages wait, over every conversation (none: nothing). */
export function UnreadMessagesBadge() {
  const viewer = useSession().current;
  const unread = unreadTotal(useThreads(viewer).data);
  if (unread === 0) return null;
  return (
    <>
      {/* The link reads "Messages (3 unread)": browsers put a space before this hidden box. */}
      <span className="sr-only">({unread} unread)</span>
      <span
        aria-hidden
        className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white"
      >
        {unread > 99 ? '99+' : unread}
      </span>
    </>
  );
}
