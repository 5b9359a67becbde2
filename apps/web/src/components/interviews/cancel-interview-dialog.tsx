import { interviewCancelSchema, type Interview, type Role } from '@jobhunter/shared';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useCancelInterview } from '@/api/interviews/cancel-interview';

interface CancelInterviewDialogProps {
  interview: Interview;
  viewer: Role;
  /**
   * Whether its button shows. The dialog itself stays mounted while the card is, so it closes
   * (and hands the focus on) normally after the cancel has removed the button.
   */
  available: boolean;
  /** After the interview is cancelled, once the dialog has closed. */
  onDone: () => void;
}

/** 'Cancel interview', asked first, with an optional reason the other side reads. */
export function CancelInterviewDialog({
  interview,
  viewer,
  available,
  onDone,
}: CancelInterviewDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview(viewer);
  const problem = interviewCancelSchema.safeParse({ reason }).error?.issues[0]?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        if (next) {
          cancel.reset();
          setReason('');
        }
        setOpen(next);
      }}
    >
      {available && (
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <CalendarX aria-hidden />
            Cancel interview
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (cancel.isSuccess) {
            event.preventDefault();
            onDone();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Cancel this interview?</DialogTitle>
          <DialogDescription>
            {viewer === 'candidate' ? 'The recruiter' : 'The candidate'} is told by email
            {interview.status === 'scheduled' ? ', and it is removed from both calendars' : ''}.
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex min-w-0 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            cancel.mutate(
              { id: interview.id, reason: reason.trim() || undefined },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <Field label="Reason (optional)" error={problem}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          {cancel.isError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
            >
              {errorMessage(cancel.error)}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep interview
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel interview'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
