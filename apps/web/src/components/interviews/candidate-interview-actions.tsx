import type { Interview } from '@jobhunter/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useAcceptInterview } from '@/api/interviews/accept-interview';
import { useDeclineInterview } from '@/api/interviews/decline-interview';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { isOver, upcomingSlots } from './interview-dates';
import { SlotChoice } from './slot-choice';

interface CandidateInterviewActionsProps {
  interview: Interview;
  /** After a change, once its controls are gone: the card takes the focus. */
  onChanged: () => void;
}

/**
 * What the candidate may do: pick one of the offered times or decline them, and cancel a scheduled
 * interview. Mounted as long as the card is, so its dialogs close normally after the change.
 */
export function CandidateInterviewActions({
  interview,
  onChanged,
}: CandidateInterviewActionsProps) {
  const accept = useAcceptInterview();
  const decline = useDeclineInterview();
  const [declining, setDeclining] = useState(false);
  const failure = accept.error ?? decline.error;

  return (
    <>
      {interview.status === 'proposed' && (
        <SlotChoice
          slots={upcomingSlots(interview)}
          pending={accept.isPending || decline.isPending}
          onAccept={(start) => {
            decline.reset();
            accept.mutate({ id: interview.id, start }, { onSuccess: onChanged });
          }}
          onDecline={() => {
            accept.reset();
            decline.reset();
            setDeclining(true);
          }}
        />
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          {errorMessage(failure)}
        </p>
      )}
      <ConfirmDialog
        open={declining}
        onOpenChange={(open) => !decline.isPending && setDeclining(open)}
        title="Decline this interview?"
        description="The recruiter is told that none of these times suits you. This cannot be undone."
        confirmLabel="Yes, decline"
        cancelLabel="Keep it"
        pending={decline.isPending}
        pendingLabel="Declining…"
        onConfirm={() =>
          decline.mutate(interview.id, {
            onSettled: () => setDeclining(false),
          })
        }
        onCloseAutoFocus={(event) => {
          if (decline.isSuccess) {
            event.preventDefault();
            onChanged();
          }
        }}
      />
      <div className="flex flex-wrap gap-2 empty:hidden">
        <CancelInterviewDialog
          interview={interview}
          viewer="candidate"
          available={interview.status === 'scheduled' && !isOver(interview)}
          onDone={onChanged}
        />
      </div>
    </>
  );
}
