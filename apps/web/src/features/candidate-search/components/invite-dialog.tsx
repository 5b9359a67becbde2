import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { DeferredDialog } from '@/components/ui/use-deferred-dialog';
import { InviteForm, type InvitedCandidate } from './invite-form';

/** The 'Invite to apply' dialog around its form. */
export function InviteDialog({
  dialog,
  candidate,
  recruiter,
  onSent,
}: {
  dialog: DeferredDialog;
  candidate: InvitedCandidate;
  recruiter: string;
  onSent: (designation: string) => void;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
      <DialogContent id={dialog.id} onCloseAutoFocus={dialog.returnFocus} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite {candidate.name} to apply</DialogTitle>
          <DialogDescription>
            They get a message and an email with a link to the job.
          </DialogDescription>
        </DialogHeader>
        <InviteForm candidate={candidate} recruiter={recruiter} onSent={onSent} />
      </DialogContent>
    </Dialog>
  );
}
