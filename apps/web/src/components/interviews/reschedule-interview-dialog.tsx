import type { ApplicationRef, Interview } from '@jobhunter/shared';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useRescheduleInterview } from '@/api/interviews/reschedule-interview';
import { InterviewForm } from './interview-form';

interface RescheduleInterviewDialogProps {
  interview: Interview;
  onDone: () => void;
}

/** 'Reschedule': new times for the candidate to pick from; a scheduled time is called off first. */
export function RescheduleInterviewDialog({ interview, onDone }: RescheduleInterviewDialogProps) {
  const [open, setOpen] = useState(false);
  const reschedule = useRescheduleInterview();
  const application: ApplicationRef = {
    jobID: interview.jobID,
    candidateUsername: interview.candidateUsername,
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (reschedule.isPending) return;
        if (next) reschedule.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarClock aria-hidden />
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (reschedule.isSuccess) {
            event.preventDefault();
            onDone();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Reschedule the interview</DialogTitle>
          <DialogDescription>
            {interview.status === 'scheduled'
              ? 'The current time is cancelled in both calendars, and the candidate picks one of the new times.'
              : 'The candidate picks one of the new times instead of the ones offered.'}
          </DialogDescription>
        </DialogHeader>
        <InterviewForm
          application={application}
          details={false}
          submitLabel="Send new times"
          pending={reschedule.isPending}
          error={reschedule.error}
          onSubmit={({ slots }) =>
            reschedule.mutate({ id: interview.id, slots }, { onSuccess: () => setOpen(false) })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
