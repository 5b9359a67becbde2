import type { ApplicationStatus } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInterviews } from '@/api/interviews/get-interviews';
import { InterviewCard } from './interview-card';
import { ProposeInterviewDialog } from './propose-interview-dialog';

export interface ApplicationInterviewsProps {
  jobID: string;
  candidateUsername: string;
  /** Whose view it is: a recruiter proposes and changes interviews, the candidate answers them. */
  viewer: 'candidate' | 'recruiter';
  /** A recruiter who may only read the job's applicants (a company viewer) changes nothing. */
  readOnly?: boolean;
  /** No new proposal once the application is withdrawn or rejected. */
  applicationStatus: ApplicationStatus;
}

const CLOSED: Partial<Record<ApplicationStatus, string>> = {
  withdrawn: 'No interview can be proposed: the candidate withdrew this application.',
  rejected: 'No interview can be proposed: this application was rejected.',
};

/** The interviews of one application, with what the viewer may do about them. */
export function ApplicationInterviews({
  jobID,
  candidateUsername,
  viewer,
  readOnly = false,
  applicationStatus,
}: ApplicationInterviewsProps) {
  const application = { jobID, candidateUsername };
  const query = useInterviews(viewer, application);
  const closed = CLOSED[applicationStatus];

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {viewer === 'recruiter' && !readOnly && (
        <ProposeInterviewDialog application={application} unavailable={closed} />
      )}
      {query.isPending ? (
        <Spinner className="py-6" label="Loading interviews" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-700">{query.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">No interviews yet.</p>
      ) : (
        <ul aria-label="Interviews" className="flex min-w-0 flex-col gap-3">
          {query.data.map((interview) => (
            <li key={interview.id} className="min-w-0">
              <InterviewCard
                interview={interview}
                viewer={viewer}
                readOnly={readOnly}
                applicationClosed={Boolean(closed)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
