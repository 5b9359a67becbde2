import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface WithdrawApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  designation: string;
  companyName: string;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes (the opener may be gone once withdrawn). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before withdrawing: it is final and the recruiter sees it. */
export function WithdrawApplicationDialog({
  open,
  onOpenChange,
  designation,
  companyName,
  pending,
  error,
  onConfirm,
  onCloseAutoFocus,
}: WithdrawApplicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Withdraw application?</DialogTitle>
          <DialogDescription>
            You are withdrawing your application for {designation}
            {companyName ? ` at ${companyName}` : ''}. This cannot be undone, and the recruiter will
            see that you withdrew.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Keep application
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Withdrawing…' : 'Withdraw'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
