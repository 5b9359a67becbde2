import type { Job } from '@jobhunter/shared';
import { Building2, MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import {
  EmploymentTypeBadge,
  JobFlagBadges,
  WorkEnvironmentBadge,
} from '@/components/jobs/job-badges';
import { companyPath, PROFILE_PATH } from '@/lib/paths';
import { jobCompany } from '@/api/jobs/get-job';

/** docs/product.md §2 "Job detail" header: title, company, places, recruiter chip and badges. */
export function JobHeader({ job }: { job: Job }) {
  // A job of a company links to its page; a name typed in a profile stays plain text.
  const company = jobCompany(job);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl font-bold text-brand-700 sm:flex"
        >
          {(job.company_name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {job.designation}
          </h1>
          {job.status === 'closed' && (
            <Badge tone="neutral" className="mt-2">
              Closed
            </Badge>
          )}
          <p className="mt-1 flex items-center gap-1.5 text-slate-700">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
            {company ? (
              <Link
                to={companyPath(company.slug)}
                className="min-w-0 break-words text-brand-700 hover:underline"
              >
                {company.name}
              </Link>
            ) : (
              <span className="min-w-0 break-words">
                {job.company_name || 'Company not specified'}
              </span>
            )}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 break-words">
              {job.job_location.length ? job.job_location.join(', ') : 'Location not specified'}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={PROFILE_PATH.recruiter(job.username)}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
          aria-label={`Recruiter @${job.username}`}
        >
          <UserRound aria-hidden className="size-3.5" />
          <span className="truncate">@{job.username}</span>
        </Link>
        <WorkEnvironmentBadge value={job.work_environment} />
        <EmploymentTypeBadge value={job.type_of_employment} />
        <JobFlagBadges fresher={job.isFresherEligible} visa={job.isVisaSponsored} />
      </div>
    </Card>
  );
}
