import { ArrowLeft, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJobApplicants } from '../api/job-applicants';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { useSessionCheck } from '../lib/use-session-check';
import { ApplicantCard } from './applicant-card';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';

/** Spec section 2 "Job Applicants" at /RecruiterDashboard/MyRecruitments/{jobID}; the owner sets each status here. */
export function JobApplicantsPage() {
  const { jobID = '' } = useParams();
  const username = useSession().recruiter?.username;
  const ended = useSessionCheck('recruiter');
  const applicants = useJobApplicants(username, jobID);
  const update = useUpdateApplicationStatus(username ?? '', jobID);
  const pendingFor = update.isPending ? update.variables?.candidateUsername : undefined;
  const failedFor = update.isError ? update.variables?.candidateUsername : undefined;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/RecruiterDashboard/MyRecruitments">
          <ArrowLeft aria-hidden />
          My Recruitments
        </Link>
      </Button>
      <PageHeading
        title="Job Applicants"
        subtitle={
          <>
            Candidates who applied for{' '}
            <Link to={jobPath(jobID)} className="font-mono font-medium text-brand-700 hover:underline">
              {jobID}
            </Link>
          </>
        }
      />
      {ended ? (
        <SessionEnded />
      ) : !username || applicants.isPending ? (
        <Spinner className="py-24" label="Loading applicants..." showLabel />
      ) : applicants.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-600">
          {applicants.error.message}
        </p>
      ) : applicants.data.length === 0 ? (
        <EmptyState icon={Users} title="No applicants yet" description="Candidates who apply for this job will appear here." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {applicants.data.map((applicant) => (
            <li key={applicant.username}>
              <ApplicantCard
                applicant={applicant}
                saving={pendingFor === applicant.username}
                error={failedFor === applicant.username ? `Could not change the status: ${update.error?.message}` : undefined}
                onStatusChange={(status) => update.mutate({ jobID, candidateUsername: applicant.username, status })}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
