import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApplyForm, type ApplyFormProps } from './apply-form';

interface ApplyDialogProps extends ApplyFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when it closes: 'Apply Now', or what took its place once applied. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Apply now' opens this: the application with its CV, cover letter and the job's questions. A
 * chunk of its own, loaded when a candidate may apply. Its form starts afresh each time it opens.
 */
export function ApplyDialog({ open, onOpenChange, onCloseAutoFocus, ...form }: ApplyDialogProps) {
  const { job, pending } = form;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Apply for {job.designation}</DialogTitle>
          <DialogDescription>
            {job.company_name ? `${job.company_name} receives` : 'The recruiter receives'} your
            profile with this application.
          </DialogDescription>
        </DialogHeader>
        <ApplyForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
