import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeferredMessageDialog } from '@/components/deferred-dialogs';
import { useSavedJob } from '../api/saved-job';

/** Keeps the job in the candidate's saved list (server-side); anyone else is told how to get one. */
export function SaveJobButton({
  jobID,
  candidateUsername,
}: {
  jobID: string;
  candidateUsername: string | undefined;
}) {
  const { saved, loading, mutation } = useSavedJob(jobID, candidateUsername);
  const [promptOpen, setPromptOpen] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);

  const toggle = () => {
    if (!candidateUsername) {
      setPromptOpen(true);
      return;
    }
    mutation.mutate(!saved, { onError: () => setErrorOpen(true) });
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Button
        variant="outline"
        // The popups' code comes when the button is about to be pressed, not with the page.
        onPointerEnter={DeferredMessageDialog.preload}
        onTouchStart={DeferredMessageDialog.preload}
        onFocus={DeferredMessageDialog.preload}
        aria-pressed={candidateUsername ? saved : undefined}
        disabled={loading || mutation.isPending}
        onClick={toggle}
      >
        {saved ? (
          <BookmarkCheck aria-hidden className="text-brand-600" />
        ) : (
          <Bookmark aria-hidden />
        )}
        {saved ? 'Saved' : 'Save'}
      </Button>
      <p role="status" className="min-h-4 text-center text-xs text-slate-600">
        {mutation.isSuccess ? (saved ? 'Saved to your list' : 'Removed from your list') : ''}
      </p>
      <DeferredMessageDialog
        open={promptOpen}
        onOpenChange={setPromptOpen}
        title="Save this job"
        description="Log in as a candidate to keep jobs in your saved list."
        actions={
          <Button asChild>
            <Link to="/CandidateLogin">Candidate login</Link>
          </Button>
        }
      />
      <DeferredMessageDialog
        open={errorOpen}
        onOpenChange={setErrorOpen}
        tone="error"
        title="Error"
        description={mutation.error?.message ?? 'Could not update your saved jobs'}
      />
    </div>
  );
}
