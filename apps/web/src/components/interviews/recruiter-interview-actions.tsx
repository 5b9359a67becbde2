import type { Interview } from '@jobhunter/shared';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { isOver } from './interview-dates';
import { RescheduleInterviewDialog } from './reschedule-interview-dialog';

interface RecruiterInterviewActionsProps {
  interview: Interview;
  /** The application was withdrawn or rejected: no new times, though it can still be cancelled. */
  applicationClosed: boolean;
  /** After a change, once its dialog has closed: the card takes the focus. */
  onChanged: () => void;
}

/** 'Reschedule' and 'Cancel interview' while the interview is proposed or still to come. */
export function RecruiterInterviewActions({
  interview,
  applicationClosed,
  onChanged,
}: RecruiterInterviewActionsProps) {
  const open =
    interview.status === 'proposed' || (interview.status === 'scheduled' && !isOver(interview));
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {open && !applicationClosed && (
        <RescheduleInterviewDialog interview={interview} onDone={onChanged} />
      )}
      <CancelInterviewDialog
        interview={interview}
        viewer="recruiter"
        available={open}
        onDone={onChanged}
      />
    </div>
  );
}
