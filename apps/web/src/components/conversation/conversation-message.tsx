import type { ConversationMessage } from '@jobhunter/shared';
import { Check, CheckCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatInstant } from '@/lib/format-instant';

interface ConversationMessageItemProps {
  message: ConversationMessage;
  author: string;
  /** Written by the viewer's side: shown on the right, with whether the other side read it. */
  ownSide: boolean;
}

/** One message: who wrote it, when (the reader's time zone), and for the viewer's own side, Read or Sent. */
export function ConversationMessageItem({
  message,
  author,
  ownSide,
}: ConversationMessageItemProps) {
  return (
    <li className={cn('flex flex-col gap-1', ownSide ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm',
          ownSide
            ? 'rounded-br-md bg-brand-50 ring-1 ring-brand-200'
            : 'rounded-bl-md bg-white ring-1 ring-slate-200',
        )}
      >
        <p className="text-xs font-semibold text-slate-700">{author}</p>
        <p className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{message.text}</p>
      </div>
      <p className="flex items-center gap-1.5 px-1 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
        {ownSide && (
          <>
            <span aria-hidden>·</span>
            {message.readAt ? (
              <CheckCheck aria-hidden className="size-3.5 text-brand-700" />
            ) : (
              <Check aria-hidden className="size-3.5" />
            )}
            {message.readAt ? 'Read' : 'Sent'}
          </>
        )}
      </p>
    </li>
  );
}
