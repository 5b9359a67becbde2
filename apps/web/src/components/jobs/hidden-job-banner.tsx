import { moderationMessages, type Job } from '@jobhunter/shared';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The reason as a sentence: a moderator's text may already end with its own full stop. */
const sentence = (reason: string) =>
  /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;

/**
 * What the job's recruiters are shown once a moderator hid it: why, and that candidates can't see
 * it and it can't be reopened. `compact` for a card in a list, where it is no live region.
 */
export function HiddenJobBanner({
  hidden,
  compact,
  className,
}: {
  hidden: Job['hidden'];
  compact?: boolean;
  className?: string;
}) {
  if (!hidden) return null;
  return (
    <div
      role={compact ? undefined : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 text-amber-900',
        compact ? 'px-3 py-2 text-xs' : 'p-4 text-sm',
        className,
      )}
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p className="min-w-0 break-words">
        {moderationMessages.jobHidden}: {sentence(hidden.reason)} It is not visible to candidates
        and cannot be reopened.
      </p>
    </div>
  );
}
