import { Bookmark, Briefcase, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/ui/job-listing-card';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCandidateApplications } from '../api/candidate-applications';
import { useSessionCheck } from '../lib/use-session-check';
import { AppliedJobActions } from './applied-job-actions';
import { ApplicationStatusBadge } from './application-status-badge';
import { JobCardSkeletons } from './job-card-skeletons';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';

/**
 * Spec section 2 "My Job Applications" at /CandidateDashboard/MyJobApplications, with each
 * application's status, its history, and withdrawing it.
 */
export function MyJobApplicationsPage() {
  const username = useSession().candidate?.username;
  const ended = useSessionCheck('candidate');
  const applications = useCandidateApplications(username);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="My Job Applications"
        subtitle="Track all the jobs you've applied for"
        action={
          <Button asChild variant="outline">
            <Link to="/CandidateDashboard/SavedJobs">
              <Bookmark aria-hidden />
              Saved jobs
            </Link>
          </Button>
        }
      />
      {ended ? (
        <SessionEnded />
      ) : !username || applications.isPending ? (
        <JobCardSkeletons count={8} />
      ) : applications.isError ? (
        <EmptyState tone="error" icon={TriangleAlert} title="Error loading your job applications. Please try again later." />
      ) : applications.data.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No applications yet"
          description="Jobs you apply for will show up here with their status."
          action={
            <Button asChild>
              <Link to="/AllJobs">Find Jobs</Link>
            </Button>
          }
        />
      ) : (
        <>
          {/* The cards' titles are h3: this keeps the heading levels in order for screen-reader navigation. */}
          <h2 className="sr-only">Your applications</h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {applications.data.map((job) => (
              <li key={job.jobID}>
                <JobListingCard
                  job={job}
                  to={jobPath(job.jobID)}
                  variant="compact"
                  showRecruiter
                  topBadges={
                  <>
                      <Badge tone="brand" className="font-mono">
                        {job.jobID}
                      </Badge>
                      <ApplicationStatusBadge status={job.applicationStatus} />
                      {job.status === 'closed' && <Badge tone="neutral">Closed</Badge>}
                  </>
                  }
                  actions={<AppliedJobActions job={job} candidateUsername={username} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
