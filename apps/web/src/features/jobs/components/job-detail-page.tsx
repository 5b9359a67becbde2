import type { Job } from '@jobhunter/shared';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { jobPath } from '@/lib/paths';
import { useJob } from '../api/fetch-job';
import { jobPostingLd, jobSummary, scriptSafeJson } from '../lib/job-posting-ld';
import { useDocumentMeta } from '../lib/use-document-meta';
import { JobActionsCard } from './job-actions-card';
import { JobFacts } from './job-facts';
import { JobHeader } from './job-header';
import { JobSections } from './job-sections';
import { JobSidebar } from './job-sidebar';

function JobDetail({ job }: { job: Job }) {
  const canonical = new URL(jobPath(job.jobID), window.location.origin).href;
  // Explicit grid places on wide screens; in source order on phones the actions follow the header.
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jobPostingLd(job, canonical)) }} />
      <div className="min-w-0 lg:col-span-2 lg:row-start-1">
        <JobHeader job={job} />
      </div>
      <div className="min-w-0 lg:col-start-3 lg:row-start-1">
        <JobActionsCard job={job} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:row-start-2">
        <JobFacts job={job} />
        <JobSections job={job} />
      </div>
      <aside aria-label="About this job" className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-start-2">
        <JobSidebar job={job} />
      </aside>
    </div>
  );
}

/** Spec section 2 "Job detail" at /Job/{jobID} and /job/{jobID}. */
export function JobDetailPage() {
  const { jobID = '' } = useParams();
  const job = useJob(jobID);
  useDocumentMeta(
    job.data ? `${job.data.designation} at ${job.data.company_name || 'JobHunter'} | JobHunter` : 'Job details | JobHunter',
    job.data ? jobSummary(job.data) : undefined,
  );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/AllJobs">
          <ArrowLeft aria-hidden />
          Back to Jobs
        </Link>
      </Button>
      {job.isPending ? (
        <Spinner className="py-24" label="Loading job details..." showLabel />
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
