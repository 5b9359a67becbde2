import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { DeferredDialog } from '@/components/ui/use-deferred-dialog';
import { SaveSearchForm } from './save-search-form';

/**
 * The 'Save this search' dialog with its form: a chunk of its own (with react-hook-form and zod),
 * loaded when a candidate goes for the button, not with the jobs list.
 */
export function SaveSearchDialog({
  dialog,
  query,
  opened,
}: {
  dialog: DeferredDialog;
  query: string;
  opened: number;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
      <DialogContent id={dialog.id} onCloseAutoFocus={dialog.returnFocus}>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Get an email when new jobs match this search.</DialogDescription>
        </DialogHeader>
        <SaveSearchForm key={opened} query={query} />
      </DialogContent>
    </Dialog>
  );
}
