import type { Interview, InterviewStatus, Role } from '@jobhunter/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CandidateInterviewActions } from './candidate-interview-actions';
import { formatSlot } from '@/lib/format-instant';
import { RecruiterInterviewActions } from './recruiter-interview-actions';

const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Proposed',
  scheduled: 'Scheduled',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const STATUS_TONES: Record<InterviewStatus, BadgeTone> = {
  proposed: 'amber',
  scheduled: 'green',
  declined: 'neutral',
  cancelled: 'red',
};

interface InterviewCardProps {
  interview: Interview;
  viewer: Role;
  readOnly?: boolean;
  applicationClosed: boolean;
}

/** What the viewer is told of the interview's state, by status. */
function statusText(interview: Interview, viewer: Role, readOnly: boolean) {
  const candidate = viewer === 'candidate';
  switch (interview.status) {
    case 'proposed':
      return candidate && !readOnly
        ? 'The recruiter offered these times.'
        : 'Waiting for the candidate to pick a time.';
    case 'scheduled':
      return readOnly ? null : 'A calendar invitation was emailed to you.';
    case 'declined':
      return candidate ? 'You declined these times.' : 'The candidate declined these times.';
    case 'cancelled':
      return 'This interview was cancelled.';
  }
}

/**
 * One interview: its status, the time picked or the times offered, where it takes place, the
 * recruiter's note, why it was cancelled, and what the viewer may do about it. After a change the
 * focus comes to the status, which tells what happened.
 */
export function InterviewCard({
  interview,
  viewer,
  readOnly = false,
  applicationClosed,
}: InterviewCardProps) {
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) summary.current?.focus();
  }, [changes]);
  const onChanged = () => setChanges((count) => count + 1);

  const picked =
    interview.start && interview.end ? { start: interview.start, end: interview.end } : null;
  // The candidate's own choice lists the offered times; everyone else reads them here.
  const listSlots =
    !picked && !(interview.status === 'proposed' && viewer === 'candidate' && !readOnly);
  const text = statusText(interview, viewer, readOnly);

  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div ref={summary} tabIndex={-1} className="flex min-w-0 flex-col gap-1 rounded-md">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[interview.status]}>
            {INTERVIEW_STATUS_LABELS[interview.status]}
          </Badge>
          {picked && (
            <p
              className={
                interview.status === 'cancelled'
                  ? 'text-sm text-slate-600 line-through'
                  : 'text-sm font-semibold text-slate-900'
              }
            >
              {formatSlot(picked)}
            </p>
          )}
        </div>
        {text && <p className="text-sm text-slate-600">{text}</p>}
      </div>

      {listSlots && (
        <div className="flex min-w-0 flex-col gap-1">
          <p id={`${id}-times`} className="text-sm font-medium text-slate-700">
            Times offered
          </p>
          <ul
            aria-labelledby={`${id}-times`}
            className="flex flex-col gap-1 text-sm text-slate-700"
          >
            {interview.slots.map((slot) => (
              <li key={slot.start}>{formatSlot(slot)}</li>
            ))}
          </ul>
        </div>
      )}

      {(interview.location || interview.meetingUrl || interview.note || interview.cancelReason) && (
        <dl className="grid min-w-0 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {interview.location && <Detail term="Place">{interview.location}</Detail>}
          {interview.meetingUrl && (
            <Detail term="Meeting link">
              <a
                href={interview.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {interview.meetingUrl}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Detail>
          )}
          {interview.note && <Detail term="Note">{interview.note}</Detail>}
          {interview.cancelReason && (
            <Detail term="Reason for cancelling">{interview.cancelReason}</Detail>
          )}
        </dl>
      )}

      {!readOnly &&
        (viewer === 'candidate' ? (
          <CandidateInterviewActions interview={interview} onChanged={onChanged} />
        ) : (
          <RecruiterInterviewActions
            interview={interview}
            applicationClosed={applicationClosed}
            onChanged={onChanged}
          />
        ))}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}
