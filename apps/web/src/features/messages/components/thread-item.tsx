import { initials, type MessageThread } from '@jobhunter/shared';
import { Link } from 'react-router';
import { formatInstant } from '@/lib/format-instant';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import type { RoleSession } from '@/lib/session';
import { lastMessagePreview } from '../lib/last-message-preview';
import { threadPath } from '../lib/thread-path';

/** One conversation in the inbox: who with, about which job, the last message, and how many are unread. */
export function ThreadItem({ thread, viewer }: { thread: MessageThread; viewer: RoleSession }) {
  const name =
    `${thread.with.firstName} ${thread.with.lastName}`.trim() || `@${thread.with.username}`;
  const unread = thread.unread > 0;
  return (
    <Link
      to={threadPath(viewer.role, thread)}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
        unread && 'bg-brand-50/70 hover:bg-brand-50',
      )}
    >
      {/* The name follows as text: the photo would only say it twice in the link's name. */}
      <span aria-hidden className="shrink-0">
        <Avatar
          src={thread.with.photo}
          name={name}
          initials={initials(thread.with.firstName, thread.with.lastName)}
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span
            className={cn(
              'text-sm break-words text-slate-900',
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {name}
          </span>
          <time dateTime={thread.last.createdAt} className="text-xs text-slate-600">
            {formatInstant(thread.last.createdAt)}
          </time>
        </span>
        <span className="text-sm break-words text-slate-700">
          {thread.designation} · {thread.company_name}
        </span>
        <span className="truncate text-sm text-slate-600">
          {lastMessagePreview(thread, viewer)}
        </span>
      </span>
      {unread && (
        <span className="mt-0.5 flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
          <span aria-hidden>{thread.unread > 99 ? '99+' : thread.unread}</span>
          <span className="sr-only">{thread.unread} unread</span>
        </span>
      )}
    </Link>
  );
}
