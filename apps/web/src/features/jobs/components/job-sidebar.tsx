import { companyPageSlug, type Job } from '@jobhunter/shared';
import { ExternalLink, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { companyPath, PROFILE_PATH } from '@/lib/paths';
import { jobCompany } from '@/api/jobs/get-job';

function Requirement({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** About the Company, the hiring manager, and the job's requirements. */
export function JobSidebar({ job }: { job: Job }) {
  const profile = PROFILE_PATH.recruiter(job.username);
  const degrees = job.degree_required.filter(Boolean);
  // A company's job links to the company's own page. A job without a company name has no company
  // page to link to; any other name has one, even without Latin letters.
  const slug =
    jobCompany(job)?.slug ?? (job.company_name.trim() ? companyPageSlug(job.company_name) : '');
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>About the Company</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-xl font-bold text-white"
            >
              {(job.company_name.trim()[0] ?? '?').toUpperCase()}
            </span>
            <p className="min-w-0 font-semibold break-words text-slate-900">
              {job.company_name || 'Company not specified'}
            </p>
          </div>
          {slug && (
            <Button asChild variant="outline" size="sm">
              <Link to={companyPath(slug)}>
                <ExternalLink aria-hidden />
                View company profile
              </Link>
            </Button>
          )}
          <div className="flex items-center gap-3 border-t border-slate-100 pt-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <UserRound aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">
                {job.name || `@${job.username}`}
              </p>
              <p className="text-xs text-slate-500">Hiring Manager</p>
            </div>
            <Button asChild variant="ghost" size="sm">
              <Link to={profile} aria-label={`View Profile of ${job.name || job.username}`}>
                View Profile
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Job Requirements</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-4">
            <Requirement label="Degrees">
              {degrees.length ? degrees.join(', ') : 'Not specified'}
            </Requirement>
            {job.bond.trim() && <Requirement label="Bond Requirement">{job.bond}</Requirement>}
            <Requirement label="Fresher Eligible">
              {job.isFresherEligible ? 'Yes - Freshers can apply' : 'No - Experience required'}
            </Requirement>
            <Requirement label="Visa Sponsorship">
              {job.isVisaSponsored ? 'Available' : 'Not Available'}
            </Requirement>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
