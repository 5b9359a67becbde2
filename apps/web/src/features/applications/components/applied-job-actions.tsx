import type { AppliedJob } from '@jobhunter/shared';
import { ChevronDown, ChevronUp, History, MessagesSquare, Undo2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { canWithdraw, useWithdrawApplication } from '@/api/applications/withdraw-application';
import { WithdrawApplicationDialog } from '@/components/applications/withdraw-application-dialog';
import { formatDay } from '@/lib/format-day';
import { myApplicationPath } from '@/lib/paths';
import { StatusTimeline } from './status-timeline';

/**
 * Under each applied job: when, an expandable status history, the application's own page (messages and
 * interviews), and withdrawing (unless already withdrawn).
 */
export function AppliedJobActions({
  job,
  candidateUsername,
  unreadMessages = 0,
}: {
  job: AppliedJob;
  candidateUsername: string;
  /** Recruiters' messages in this application's conversation not read yet. */
  unreadMessages?: number;
}) {
  const historyId = useId();
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const withdraw = useWithdrawApplication(candidateUsername);
  const withdrawable = canWithdraw(job.applicationStatus);

  const confirm = () =>
    withdraw.mutate(job.jobID, {
      onSuccess: () => setConfirming(false),
    });

  return (
    <div className="flex w-full flex-col gap-2">
      <p className="text-xs text-slate-500">Applied on {formatDay(job.appliedAt)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={historyButton}
          variant="outline"
          size="sm"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          <History aria-hidden />
          {showHistory ? 'Hide history' : 'Show history'}
          {showHistory ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link
            to={myApplicationPath(job.jobID)}
            aria-label={`View application for ${job.designation} (${job.jobID}): messages and interviews${unreadMessages > 0 ? `, ${unreadMessages} unread` : ''}`}
          >
            <MessagesSquare aria-hidden />
            View application
            {unreadMessages > 0 && (
              <span
                aria-hidden
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white"
              >
                {unreadMessages > 99 ? '99+' : unreadMessages}
              </span>
            )}
          </Link>
        </Button>
        {withdrawable && (
          <Button
            ref={withdrawButton}
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            // Several cards each have one; the name says which job (and starts with the visible text).
            aria-label={`Withdraw application for ${job.designation} (${job.jobID})`}
            onClick={() => setConfirming(true)}
          >
            <Undo2 aria-hidden />
            Withdraw application
          </Button>
        )}
      </div>
      <div id={historyId} hidden={!showHistory} className="pt-1">
        {showHistory && (
          <StatusTimeline application={{ jobID: job.jobID, candidateUsername }} role="candidate" />
        )}
      </div>
      <WithdrawApplicationDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) withdraw.reset();
        }}
        designation={job.designation}
        companyName={job.company_name}
        pending={withdraw.isPending}
        error={withdraw.isError ? withdraw.error.message : undefined}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          // The dialog has no Radix trigger to return to; once withdrawn its opener is gone and the history toggle stands in.
          event.preventDefault();
          (withdrawButton.current ?? historyButton.current)?.focus();
        }}
      />
    </div>
  );
}
