import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { SaveSearchForm } from './save-search-form';

/**
 * 'Save this search' on /AllJobs: a signed-in candidate turns the current filters into a job
 * alert. Job alerts are a candidate's thing, so visitors and recruiters don't see it.
 */
export function SaveSearchButton({ query }: { query: string }) {
  const viewer = useSession().current;
  const [open, setOpen] = useState(false);
  // A fresh form each time it opens, named after the search as it is now.
  const [opened, setOpened] = useState(0);
  if (viewer?.role !== 'candidate') return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" onClick={() => setOpened((count) => count + 1)}>
          <BellPlus aria-hidden />
          Save this search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Get an email when new jobs match this search.</DialogDescription>
        </DialogHeader>
        <SaveSearchForm key={opened} query={query} />
      </DialogContent>
    </Dialog>
  );
}
