import type { Job } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/paths';

interface JobApplicantsHeadingProps {
  jobID: string;
  job: Job | undefined;
  loading: boolean;
  action?: ReactNode;
}

/** The spec's 'Job Applicants' heading, then the job by its designation (a link to it), its status and ID. */
export function JobApplicantsHeading({ jobID, job, loading, action }: JobApplicantsHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Job Applicants
        </h1>
        {loading ? (
          <Skeleton className="mt-2 h-8 w-64 max-w-full" />
        ) : (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Link to={jobPath(jobID)} className="break-words hover:text-brand-700 hover:underline">
              {job?.designation ?? jobID}
            </Link>
            {job?.status === 'closed' && (
              <Badge tone="neutral" className="text-xs">
                Closed
              </Badge>
            )}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {job?.company_name && <>{job.company_name} · </>}
          Job ID <span className="font-mono font-medium text-slate-800">{jobID}</span>
        </p>
      </div>
      {action}
    </div>
  );
}
