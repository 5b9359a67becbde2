import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { RecruiterDetails } from '../lib/job-draft';

/** The read-only part of the form: who posts, and the reserved job ID. */
interface RecruiterFieldsProps {
  recruiter: RecruiterDetails;
  jobID: string;
  jobIdHint: string;
  /** Offered when no ID could be reserved. */
  onRetryJobId?: () => void;
}

/**
 * docs/product.md §2's read-only fields as one compact summary: nothing here can be typed in, so it
 * reads as facts (a description list) rather than five greyed-out inputs.
 */
export function RecruiterFields({
  recruiter,
  jobID,
  jobIdHint,
  onRetryJobId,
}: RecruiterFieldsProps) {
  // Each value is named by its term, so it can be found by that name ("Job ID") like the fields were.
  const id = useId();
  const facts = [
    { label: 'Company name', value: recruiter.company_name || '—' },
    { label: 'Recruiter name', value: recruiter.name },
    { label: 'Username', value: `@${recruiter.username}` },
    { label: 'Email', value: recruiter.email },
  ];
  return (
    <section
      aria-labelledby="posting-as"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="posting-as" className="text-sm font-semibold text-slate-900">
        Posting as
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(({ label, value }, index) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt id={`${id}-${index}`} className="shrink-0 text-slate-600">
              {label}
            </dt>
            <dd
              aria-labelledby={`${id}-${index}`}
              className="min-w-0 truncate font-medium text-slate-900"
              title={value}
            >
              {value}
            </dd>
          </div>
        ))}
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <dt id={`${id}-job`} className="shrink-0 text-slate-600">
            Job ID
          </dt>
          <dd
            aria-labelledby={`${id}-job`}
            aria-describedby={`${id}-hint`}
            className="font-mono font-semibold tracking-wider text-slate-900"
          >
            {jobID || '—'}
          </dd>
          <dd id={`${id}-hint`} className="text-xs text-slate-600">
            {jobIdHint}
          </dd>
        </div>
      </dl>
      {onRetryJobId && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetryJobId}>
          Reserve a job ID
        </Button>
      )}
    </section>
  );
}
