import { conversationMessages, type ConversationQuery, type Role } from '@jobhunter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Lock, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { notificationKeys } from '@/api/notifications/notification-keys';
import { useConversation } from '@/api/messages/get-conversation';
import { messageKeys } from '@/api/messages/messages-keys';
import { usePostMessage } from '@/api/messages/post-message';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { authorLabel } from './author-label';
import { ConversationMessageItem } from './conversation-message';
import { MessageComposer } from './message-composer';

interface ConversationProps {
  /** Whose view it is: the application's candidate, or one of the job's recruiters. */
  viewer: Role;
  jobID: string;
  candidateUsername: string;
  /** How the candidate is named to a recruiter ("Ada Lovelace"); the candidate is "You" to themself. */
  candidateName?: string;
  /** A recruiter who may only read the job (a company viewer) gets no reply box. */
  readOnly?: boolean;
  /** A withdrawn application's conversation is closed: it stays readable, nobody writes in it. */
  withdrawn?: boolean;
}

/**
 * The conversation of one application, oldest message first, kept fresh by polling, with a reply
 * box unless the viewer may only read. Reading it marks the other side's messages read, so the
 * inbox and the notifications are asked again whenever it brings in messages from the other side.
 */
export function Conversation({
  viewer,
  jobID,
  candidateUsername,
  candidateName,
  readOnly,
  withdrawn,
}: ConversationProps) {
  const username = useSession()[viewer]?.username ?? '';
  const query: ConversationQuery =
    viewer === 'recruiter' ? { jobID, candidateUsername } : { jobID };
  const messages = useConversation(viewer, query);
  const post = usePostMessage(viewer, query);
  const queryClient = useQueryClient();
  const logRef = useRef<HTMLDivElement>(null);
  const otherSideSeen = useRef(0);

  const data = messages.data;
  useEffect(() => {
    const otherSide = data?.filter((message) => message.from.role !== viewer).length ?? 0;
    if (otherSide > otherSideSeen.current) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.threadLists });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
    otherSideSeen.current = otherSide;
  }, [data, viewer, queryClient]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [data?.length]);

  const closedReason = withdrawn
    ? `${conversationMessages.withdrawn}.`
    : readOnly
      ? 'You have view-only access to this job: you can read this conversation but not reply.'
      : null;

  return (
    <div className="flex flex-col gap-4">
      {messages.isPending ? (
        <Spinner className="py-4" label="Loading messages..." showLabel />
      ) : messages.isError && !data ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          Could not load the messages: {messages.error.message}
        </p>
      ) : data && data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MessagesSquare aria-hidden className="size-4 shrink-0 text-slate-500" />
          {closedReason ? 'No messages yet.' : 'No messages yet. Write the first one.'}
        </p>
      ) : (
        <div
          ref={logRef}
          role="log"
          aria-label="Messages"
          // Scrollable, so it takes the focus to be scrolled with the keyboard.
          tabIndex={0}
          className="max-h-[28rem] overflow-y-auto rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
        >
          <ol className="flex flex-col gap-3">
            {data?.map((message) => (
              <ConversationMessageItem
                key={message.id}
                message={message}
                author={authorLabel(
                  message,
                  { role: viewer, username },
                  candidateName ?? `@${candidateUsername}`,
                )}
                ownSide={message.from.role === viewer}
              />
            ))}
          </ol>
        </div>
      )}
      {closedReason ? (
        <p
          role="note"
          className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          {withdrawn ? (
            <Lock aria-hidden className="size-4 shrink-0 text-slate-500" />
          ) : (
            <Eye aria-hidden className="size-4 shrink-0 text-slate-500" />
          )}
          {closedReason}
        </p>
      ) : (
        <MessageComposer
          onSend={(text) => post.mutateAsync(text)}
          pending={post.isPending}
          serverError={post.isError ? post.error.message : undefined}
        />
      )}
    </div>
  );
}
