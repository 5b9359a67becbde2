import { LogIn, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { unreadTotal, useThreads } from '@/api/messages/get-threads';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { INBOX_PATH, loginPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ThreadItem } from './thread-item';

/** /Messages: every conversation of the signed-in account (candidate or recruiter), newest activity first. */
export function InboxPage() {
  const viewer = useSession().current;
  const threads = useThreads(viewer);
  const unread = unreadTotal(threads.data);
  useDocumentMeta(unread > 0 ? `Messages (${unread} unread) · JobHunter` : 'Messages · JobHunter');

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Messages</h1>
        <p className="mt-1 text-slate-600">
          {viewer?.role === 'recruiter'
            ? 'Your conversations with the applicants of your jobs'
            : 'Your conversations with recruiters about your applications'}
        </p>
      </div>

      {!viewer ? (
        <EmptyState
          icon={LogIn}
          title="Log in to see your messages"
          description="Messages belong to your candidate or recruiter account."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={loginPath('candidate', INBOX_PATH)}>Sign in as a candidate</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={loginPath('recruiter', INBOX_PATH)}>Sign in as a recruiter</Link>
              </Button>
            </div>
          }
        />
      ) : threads.isPending ? (
        <Spinner className="py-24" label="Loading messages..." showLabel />
      ) : threads.isError && !threads.data ? (
        <LoadError
          title="Unable to load your messages"
          error={threads.error}
          onRetry={() => void threads.refetch()}
        />
      ) : threads.data.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No conversations yet"
          description={
            viewer.role === 'recruiter'
              ? 'Open an applicant of one of your jobs to write to them; your conversations will show up here.'
              : 'When a recruiter writes to you about an application, or you write to them, the conversation shows up here.'
          }
        />
      ) : (
        <Card className="p-2">
          <p className="px-3 pt-2 pb-3 text-sm text-slate-600">
            {unread > 0 ? `${unread} unread` : 'All read'}
          </p>
          <ul className="flex flex-col gap-1" aria-label="Conversations">
            {threads.data.map((thread) => (
              <li key={`${thread.jobID} ${thread.with.username}`}>
                <ThreadItem thread={thread} viewer={viewer} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </main>
  );
}
