import type { RecommendedJob } from '@jobhunter/shared';
import { Check, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { WorkEnvironmentBadge } from '@/components/jobs/job-badges';
import { jobPath } from '@/lib/paths';

/** One recommended job: its title linking to the job page, where and how, and why it was picked. */
export function RecommendedJobItem({ job }: { job: RecommendedJob }) {
  const companyId = useId();
  const places = job.job_location.length ? job.job_location.join(', ') : 'Location not specified';
  return (
    <li className="flex min-w-0 flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <Link
            to={jobPath(job.jobID)}
            // The same title at two companies: the company tells the two links apart.
            aria-describedby={companyId}
            className="inline-flex min-h-6 items-center font-medium break-words text-brand-700 hover:underline"
          >
            {job.designation}
          </Link>
          <p id={companyId} className="text-sm break-words text-slate-600">
            {job.company_name || 'Company not specified'}
          </p>
        </div>
        <WorkEnvironmentBadge value={job.work_environment} />
      </div>
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <span className="sr-only">Locations: </span>
        <span className="min-w-0 break-words">{places}</span>
      </p>
      {job.reasons.length > 0 && (
        <ul aria-label="Why it suits you" className="flex flex-col gap-1 text-sm text-slate-700">
          {job.reasons.map((reason) => (
            <li key={reason} className="flex min-w-0 items-start gap-1.5">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span className="min-w-0 break-words">{reason}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
