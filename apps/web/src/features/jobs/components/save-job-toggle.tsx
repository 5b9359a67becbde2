import type { Job } from '@jobhunter/shared';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { useToggleSavedJob } from '../api/saved-job-ids';

interface SaveJobToggleProps {
  job: Job;
  saved: boolean;
  toggle: ReturnType<typeof useToggleSavedJob>;
}

/** A card's bookmark: a toggle button whose pressed state is whether the candidate saved the job. */
export function SaveJobToggle({ job, saved, toggle }: SaveJobToggleProps) {
  const busy = toggle.isPending && toggle.variables?.job.jobID === job.jobID;
  const failed = toggle.isError && toggle.variables?.job.jobID === job.jobID;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${job.designation}`}
      title={
        failed
          ? `Could not update your saved jobs: ${toggle.error?.message}`
          : saved
            ? 'Saved'
            : 'Save'
      }
      disabled={busy}
      onClick={() => toggle.mutate({ job, saved: !saved })}
      className={cn(
        'flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait',
        saved && 'text-brand-600',
        failed && 'text-red-600',
      )}
    >
      <Icon aria-hidden className={cn('size-5', saved && 'fill-brand-100')} />
    </button>
  );
}
