import type { Job } from '@jobhunter/shared';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { HiddenJobBanner } from '@/components/jobs/hidden-job-banner';
import { ReportButton } from '@/components/report/report-button';
import { EmptyState } from '@/components/ui/empty-state';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSiteOrigin } from '@/lib/site-origin';
import { useJob } from '@/api/jobs/get-job';
import { useOwnershipState } from '../api/screening';
import { jobPostingLd, jobSummary, scriptSafeJson } from '../lib/job-posting-ld';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { JobActionsCard } from './job-actions-card';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { JobFacts } from './job-facts';
import { JobHeader } from './job-header';
import { JobSections } from './job-sections';
import { JobSidebar } from './job-sidebar';
import { SimilarJobs } from './similar-jobs';

function JobDetail({ job }: { job: Job }) {
  const { candidate, recruiter } = useSession();
  // Its poster, or any member of its company: the job is theirs, so no other jobs are suggested.
  const ownership = useOwnershipState(job.jobID, candidate ? undefined : recruiter?.username);
  const member = recruiter?.username === job.username || ownership.state === 'owner';
  // Anyone signed in but the job's own people, once a recruiter's check has said so.
  const mayReport =
    Boolean(candidate) || (Boolean(recruiter) && !member && ownership.state !== 'checking');
  const canonical = new URL(jobPath(job.jobID), useSiteOrigin()).href;
  // Two columns on wide screens. On phones the column wrappers dissolve (display: contents) and
  // `order` puts the actions right under the header instead of after the whole description.
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jobPostingLd(job, canonical)) }}
      />
      <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <div className="order-1 min-w-0">
          <HiddenJobBanner hidden={job.hidden} className="mb-4" />
          <JobHeader job={job} />
        </div>
        <div className="order-3 flex min-w-0 flex-col gap-6">
          <JobFacts job={job} />
          <JobSections job={job} />
        </div>
      </div>
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <div className="order-2 flex min-w-0 flex-col gap-6">
          <JobActionsCard job={job} />
          {job.status === 'closed' && !member && <SimilarJobs job={job} />}
        </div>
        <aside aria-label="About this job" className="order-4 flex min-w-0 flex-col gap-6">
          <JobSidebar job={job} />
          {mayReport && <ReportButton kind="job" target={job.jobID} />}
        </aside>
      </div>
    </div>
  );
}

/** docs/product.md §2 "Job detail" at /Job/{jobID} and /job/{jobID}. */
export function JobDetailPage() {
  const { jobID = '' } = useParams();
  const job = useJob(jobID);
  useDocumentMeta(
    job.data
      ? `${job.data.designation} at ${job.data.company_name || 'JobHunter'} | JobHunter`
      : 'Job details | JobHunter',
    job.data ? jobSummary(job.data) : undefined,
  );

  return (
    // Room at the bottom on phones for the apply bar, so it never hides the last of the page.
    <main className="mx-auto w-full max-w-7xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:px-8 lg:pb-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/AllJobs">
          <ArrowLeft aria-hidden />
          Back to Jobs
        </Link>
      </Button>
      {job.isPending ? (
        <JobDetailSkeleton />
      ) : job.isError ? (
        <EmptyState
          tone="error"
          icon={TriangleAlert}
          title="Unable to load job details"
          description={job.error.message}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => window.location.reload()}>Try Again</Button>
              <Button asChild variant="outline">
                <Link to="/AllJobs">Back to Jobs</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <JobDetail job={job.data} />
      )}
    </main>
  );
}
