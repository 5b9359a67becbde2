import { ArrowLeft, Eye, Megaphone, Trash2, TriangleAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmedDelete } from '@/components/ui/confirmed-delete';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/ui/job-listing-card';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { useDeletePostedJob } from '../api/delete-posted-job';
import { useRecruiterJobs } from '../api/recruiter-jobs';
import { useSessionCheck } from '../lib/use-session-check';
import { JobCardSkeletons } from './job-card-skeletons';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';

const applicantsPath = (jobID: string) => `/RecruiterDashboard/MyRecruitments/${encodeURIComponent(jobID)}`;

/** Spec section 2 "My Recruitments": the recruiter's posted jobs with Delete, View Job and Applications. */
export function MyRecruitmentsPage() {
  const username = useSession().recruiter?.username;
  const ended = useSessionCheck('recruiter');
  const jobs = useRecruiterJobs(username);
  const deleteJob = useDeletePostedJob();
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/RecruiterDashboard">
          <ArrowLeft aria-hidden />
          Back to dashboard
        </Link>
      </Button>
      <PageHeading
        title="My Recruitments"
        subtitle="The jobs you have posted and their applicants"
        action={
          <Button asChild>
            <Link to="/JobPosting">
              <Megaphone aria-hidden />
              Post a job
            </Link>
          </Button>
        }
      />
      {ended ? (
        <SessionEnded />
      ) : !username || jobs.isPending ? (
        <JobCardSkeletons count={6} />
      ) : jobs.isError ? (
        <EmptyState tone="error" icon={TriangleAlert} title="Error" description={jobs.error.message} action={<Button onClick={() => void jobs.refetch()}>Try Again</Button>} />
      ) : jobs.data.length === 0 ? (
        <EmptyState icon={Users} title="No applications yet" description="Your job postings have no applications yet. Post a job to start receiving them." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {jobs.data.map((job) => (
            <li key={job.jobID}>
              <JobListingCard
                job={job}
                to={jobPath(job.jobID)}
                variant="compact"
                showRecruiter
                topBadges={
                  <Badge tone="brand" className="font-mono">
                    {job.jobID}
                  </Badge>
                }
                actions={
                  <>
                    <Button variant="destructive" size="sm" onClick={() => setDeleting(job.jobID)} aria-label={`Delete ${job.designation} (${job.jobID})`}>
                      <Trash2 aria-hidden />
                      Delete
                    </Button>
                    <Button asChild variant="outline" size="sm">
                      <Link to={jobPath(job.jobID)} aria-label={`View Job ${job.designation} (${job.jobID})`}>
                        <Eye aria-hidden />
                        View Job
                      </Link>
                    </Button>
                    <Button asChild size="sm">
                      <Link to={applicantsPath(job.jobID)} aria-label={`Applications for ${job.designation} (${job.jobID})`}>
                        <Users aria-hidden />
                        Applications
                      </Link>
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmedDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Job"
        description="Are you sure you want to delete this job? This action cannot be undone."
        onDelete={() => deleteJob(deleting ?? '')}
        successTitle="Deleted !"
        successDescription="Job Deleted Successfully.Navigating back to dashboard...."
        redirectTo="/RecruiterDashboard"
        redirectDelay={TIMINGS.redirectAfterDelete}
      />
    </main>
  );
}
