import { APPLICATION_STATUS_LABELS, type Application } from '@jobhunter/shared';
import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@/lib/format-day';

/** Where a candidate follows their applications (docs/product.md §2 "My Job Applications"). */
const MY_APPLICATIONS_PATH = '/CandidateDashboard/MyJobApplications';

/**
 * Beside the disabled 'Apply now' once the candidate has applied: "Applied on {date} · {status}"
 * and the way to follow it. Focusable from script, so focus can land here after the Success popup.
 */
export function AppliedStatus({
  application,
  ref,
}: {
  application?: Application;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="min-w-0">
        <p className="font-semibold text-emerald-900">
          {application ? (
            <>
              Applied on{' '}
              <time dateTime={application.appliedAt}>{formatDay(application.appliedAt)}</time> ·{' '}
              {APPLICATION_STATUS_LABELS[application.status] ?? application.status}
            </>
          ) : (
            'You have applied for this job'
          )}
        </p>
        <Link
          to={MY_APPLICATIONS_PATH}
          className="text-sm font-medium text-emerald-900 underline underline-offset-2 hover:no-underline"
        >
          Track it in My Job Applications
        </Link>
      </div>
    </div>
  );
}
