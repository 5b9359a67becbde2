import type { ApplicationStatus } from '@jobhunter/shared';
import { Bookmark, Briefcase, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { useThreads } from '@/api/messages/get-threads';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCandidateApplications } from '../api/candidate-applications';
import { useSessionCheck } from '../lib/use-session-check';
import { AppliedJobActions } from './applied-job-actions';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationStatusFilter, readStatusFilter } from './application-status-filter';
import { JobCardSkeletons } from './job-card-skeletons';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';
import { SignInRequired } from '@/components/sign-in-required';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * docs/product.md §2 "My Job Applications" at /CandidateDashboard/MyJobApplications, with each
 * application's status, its history, and withdrawing it.
 */
export function MyJobApplicationsPage() {
  useDocumentMeta('My Job Applications · JobHunter');
  const candidate = useSession().candidate;
  const username = candidate?.username;
  const ended = useSessionCheck('candidate');
  const applications = useCandidateApplications(username);
  const threads = useThreads(candidate);
  const unreadOf = (jobID: string) =>
    threads.data?.find((thread) => thread.jobID === jobID)?.unread ?? 0;
  const [params, setParams] = useSearchParams();
  const status = readStatusFilter(params.get('status'));
  const setStatus = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );
  const all = applications.data ?? [];
  const shown = status ? all.filter((job) => job.applicationStatus === status) : all;
  const counts: Partial<Record<ApplicationStatus, number>> = {};
  for (const job of all) counts[job.applicationStatus] = (counts[job.applicationStatus] ?? 0) + 1;

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
      ) : !username ? (
        <SignInRequired role="candidate" />
      ) : applications.isPending ? (
        <JobCardSkeletons count={8} />
      ) : applications.isError ? (
        <EmptyState
          tone="error"
          icon={TriangleAlert}
          title="Error loading your job applications. Please try again later."
        />
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
          <ApplicationStatusFilter
            value={status}
            total={all.length}
            counts={counts}
            onChange={setStatus}
          />
          <p role="status" className="sr-only">
            {shown.length === 1 ? '1 application shown' : `${shown.length} applications shown`}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((job) => (
              <li key={job.jobID}>
                <JobListingCard
                  job={job}
                  to={jobPath(job.jobID)}
                  variant="compact"
                  showRecruiter
                  // docs/product.md §2 "My Job Applications": a jobID badge by the designation.
                  topBadges={
                    <Badge tone="brand" className="font-mono">
                      {job.jobID}
                    </Badge>
                  }
                  actions={
                    <AppliedJobActions
                      job={job}
                      candidateUsername={username}
                      unreadMessages={unreadOf(job.jobID)}
                    />
                  }
                >
                  {/* Below the facts rather than beside the title, so a long title keeps its width. */}
                  <div className="flex flex-wrap gap-2">
                    <ApplicationStatusBadge status={job.applicationStatus} />
                    {job.status === 'closed' && <Badge tone="neutral">Closed</Badge>}
                  </div>
                </JobListingCard>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
