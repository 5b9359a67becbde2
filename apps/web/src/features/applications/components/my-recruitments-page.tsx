import { ArrowLeft, Megaphone, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ConfirmedDelete } from '@/components/confirmed-delete';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { useDeleteJob } from '@/api/jobs/delete-job';
import { useMyJobs } from '@/api/jobs/my-jobs';
import { useSetJobStatus } from '@/api/jobs/set-job-status';
import { useSessionCheck } from '../lib/use-session-check';
import { JobCardSkeletons } from './job-card-skeletons';
import { MyRecruitmentCard } from './my-recruitment-card';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';
import { SignInRequired } from '@/components/sign-in-required';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * docs/product.md §2 "My Recruitments": the recruiter's posted jobs, open and closed, with their
 * applicants by stage, Edit, View Job and Applications; closing and Delete sit in a menu.
 */
export function MyRecruitmentsPage() {
  useDocumentMeta('My Recruitments · JobHunter');
  const username = useSession().recruiter?.username;
  const ended = useSessionCheck('recruiter');
  const jobs = useMyJobs(username);
  const deleteJob = useDeleteJob();
  const setStatus = useSetJobStatus();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);

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
      ) : !username ? (
        <SignInRequired role="recruiter" />
      ) : jobs.isPending ? (
        <JobCardSkeletons count={6} />
      ) : jobs.isError ? (
        <LoadError title="Error" error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No applications yet"
          description="Your job postings have no applications yet. Post a job to start receiving them."
        />
      ) : (
        <>
          {setStatus.isError && (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
            >
              {setStatus.error.message}
            </p>
          )}
          {/* The cards' titles are h3: this keeps the heading levels in order for screen-reader navigation. */}
          <h2 className="sr-only">Your posted jobs</h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {jobs.data.map((job) => (
              <li key={job.jobID}>
                <MyRecruitmentCard
                  job={job}
                  username={username}
                  onDelete={() => setDeleting(job.jobID)}
                  onClose={() => setClosing(job.jobID)}
                  onReopen={() => setStatus.mutate({ jobID: job.jobID, change: 'reopen' })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title="Close this job?"
        description="Candidates will no longer be able to apply. Applications you already have stay, and you can reopen the job later."
        confirmLabel="Close job"
        cancelLabel="Keep open"
        onConfirm={() => {
          if (closing) setStatus.mutate({ jobID: closing, change: 'close' });
          setClosing(null);
        }}
      />
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
