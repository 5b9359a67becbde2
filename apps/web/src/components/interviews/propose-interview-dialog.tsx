import type { ApplicationRef } from '@jobhunter/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useProposeInterview } from '@/api/interviews/propose-interview';
import { InterviewForm } from './interview-form';

interface ProposeInterviewDialogProps {
  application: ApplicationRef;
  /** Why no interview can be proposed now (the application is closed); the button is off then. */
  unavailable?: string;
}

/** 'Propose interview': the recruiter offers the candidate a few times to pick from. */
export function ProposeInterviewDialog({ application, unavailable }: ProposeInterviewDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const propose = useProposeInterview();

  return (
    <div className="flex flex-col gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (propose.isPending) return;
          if (next) {
            propose.reset();
            setSent(false);
          }
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button
            className="self-start"
            disabled={Boolean(unavailable)}
            aria-describedby={unavailable ? `${id}-unavailable` : undefined}
          >
            <CalendarPlus aria-hidden />
            Propose interview
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Propose an interview</DialogTitle>
            <DialogDescription>
              The candidate gets an email with these times and picks one, or declines.
            </DialogDescription>
          </DialogHeader>
          <InterviewForm
            application={application}
            details
            submitLabel="Send proposal"
            pending={propose.isPending}
            error={propose.error}
            onSubmit={(values) =>
              propose.mutate(
                { ...application, ...values },
                {
                  onSuccess: () => {
                    setOpen(false);
                    setSent(true);
                  },
                },
              )
            }
          />
        </DialogContent>
      </Dialog>
      {unavailable && (
        <p id={`${id}-unavailable`} className="text-sm text-slate-600">
          {unavailable}
        </p>
      )}
      {/* Kept in the accessibility tree while empty, so the message is announced when it comes. */}
      <p role="status" className={sent ? 'text-sm text-emerald-700' : 'sr-only'}>
        {sent ? 'Proposal sent. The candidate was emailed the times.' : ''}
      </p>
    </div>
  );
}
