import type { ApplicationRef, Role } from '@jobhunter/shared';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useApplicationHistory } from '../api/application-history';
import { formatDay } from '@/lib/format-day';
import { historyText } from '../lib/history-text';

interface StatusTimelineProps {
  application: ApplicationRef;
  /** Whose token asks: the candidate themself or the job's recruiter. */
  role: Role;
  className?: string;
}

/** An application's status changes as a vertical timeline, oldest first: "Applied · 3 Nov 2026", "Moved to Interview by recruiter · …". */
export function StatusTimeline({ application, role, className }: StatusTimelineProps) {
  const history = useApplicationHistory(application, role);
  if (history.isPending) return <Spinner className="py-4" label="Loading history..." showLabel />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-600">
        Could not load the history: {history.error.message}
      </p>
    );
  if (history.data.length === 0)
    return <p className="text-sm text-slate-600">No status changes yet.</p>;
  const last = history.data.length - 1;
  return (
    <ol
      className={cn('relative flex flex-col gap-3 border-l-2 border-slate-200 pl-5', className)}
      aria-label="Status history"
    >
      {history.data.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className="relative text-sm">
          <span
            aria-hidden
            className={cn(
              'absolute top-1.5 -left-[1.7rem] size-3 rounded-full ring-4 ring-white',
              index === last ? 'bg-brand-600' : 'bg-slate-300',
              entry.to === 'withdrawn' && 'bg-slate-500',
            )}
          />
          <span className={cn('text-slate-800', index === last && 'font-semibold text-slate-900')}>
            {historyText(entry)}
          </span>
          <span className="text-slate-500">
            {' · '}
            <time dateTime={entry.changedAt}>{formatDay(entry.changedAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
