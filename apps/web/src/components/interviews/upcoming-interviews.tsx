import type { Interview, Role } from '@jobhunter/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { applicantPath, myApplicationPath } from '@/lib/paths';
import { useInterviews } from '@/api/interviews/get-interviews';
import { upcomingInterviews, upcomingSlots } from './interview-dates';
import { formatInstant, formatSlot } from '@/lib/format-instant';

/** Where an interview is answered or changed: the candidate's application page, the applicant's panel. */
function interviewPath(interview: Interview, viewer: Role) {
  return viewer === 'candidate'
    ? myApplicationPath(interview.jobID)
    : applicantPath(interview.jobID, interview.candidateUsername);
}

/** The other side: the candidate for a recruiter, the company for the candidate. */
function otherSide(interview: Interview, viewer: Role) {
  if (viewer === 'candidate') return interview.company_name;
  const name = `${interview.candidate.firstName} ${interview.candidate.lastName}`.trim();
  return name || `@${interview.candidateUsername}`;
}

function when(interview: Interview) {
  if (interview.start && interview.end)
    return formatSlot({ start: interview.start, end: interview.end });
  const slots = upcomingSlots(interview);
  const count = slots.length === 1 ? '1 time' : `${slots.length} times`;
  return `${count} offered, from ${formatInstant(slots[0].start)}`;
}

/**
 * The dashboards' upcoming interviews: scheduled ones still to come, soonest first, then proposals
 * waiting for the candidate's answer; each links to where it is answered or changed.
 */
export function UpcomingInterviews({ viewer }: { viewer: Role }) {
  const query = useInterviews(viewer);
  if (query.isPending) return <Spinner className="py-4" label="Loading interviews" />;
  if (query.isError)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-red-700">{query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );

  const { scheduled, proposed } = upcomingInterviews(query.data);
  if (scheduled.length + proposed.length === 0)
    return <p className="text-sm text-slate-600">No upcoming interviews.</p>;
  const waiting = viewer === 'candidate' ? 'Waiting for your answer' : 'Waiting for the candidate';

  return (
    <ul className="flex min-w-0 flex-col divide-y divide-slate-100">
      {[...scheduled, ...proposed].map((interview) => (
        <li
          key={interview.id}
          className="flex min-w-0 flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <Link
              to={interviewPath(interview, viewer)}
              className="inline-flex min-h-6 items-center font-medium break-words text-brand-700 hover:underline"
            >
              {interview.designation}
            </Link>
            {otherSide(interview, viewer) && (
              <p className="text-sm text-slate-600">{otherSide(interview, viewer)}</p>
            )}
          </div>
          <div className="flex min-w-0 flex-col items-start gap-1 sm:items-end sm:text-right">
            <p className="text-sm font-medium text-slate-900">{when(interview)}</p>
            {interview.status === 'proposed' && <Badge tone="amber">{waiting}</Badge>}
          </div>
        </li>
      ))}
    </ul>
  );
}
