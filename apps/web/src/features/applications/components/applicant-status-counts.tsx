import type { ApplicantCounts } from '@jobhunter/shared';
import { Badge } from '@/components/ui/badge';
import { APPLICATION_STATUS_TONES } from '../lib/application-status';
import { applicantHeadline, applicantsByStatus } from '../lib/applicant-counts';

/**
 * A job's applicants on its card: the total with the withdrawn apart, then one badge per status
 * with someone in it, in the board's colours ("Applied 7", "Under review 1"). Badges wrap, so a
 * busy pipeline stays tidy on a phone.
 */
export function ApplicantStatusCounts({ counts }: { counts: ApplicantCounts }) {
  const statuses = applicantsByStatus(counts);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="font-medium text-slate-800">{applicantHeadline(counts)}</p>
      {statuses.length > 0 && (
        <ul aria-label="Applicants by status" className="flex flex-wrap gap-1.5">
          {statuses.map(({ status, label, count }) => (
            <li key={status} className="max-w-full">
              <Badge tone={APPLICATION_STATUS_TONES[status]}>
                {label} <span className="font-semibold tabular-nums">{count}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
