import { initials, type Company } from '@jobhunter/shared';
import { ArrowLeft, Briefcase, Building2, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { isApiError } from '@/lib/api-error';
import { PROFILE_PATH } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCompany } from '../api/get-company';
import { CompanyAbout } from './company-about';
import { CompanyLogo } from './company-logo';
import { openJobsLabel } from '../lib/open-jobs-label';

/** Job pages under the product's capitalised route. */
const jobDetailPath = (jobID: string) => `/Job/${encodeURIComponent(jobID)}`;

function CompanyDetail({ company }: { company: Company }) {
  return (
    <div className="flex flex-col gap-8">
      <Card className="flex items-center gap-4 p-5 sm:p-6">
        <CompanyLogo name={company.name} logo={company.logo} className="size-14 text-2xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {company.name}
          </h1>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            <Briefcase aria-hidden className="size-4 shrink-0 text-slate-400" />
            {openJobsLabel(company.jobs.length)}
          </p>
        </div>
      </Card>

      <CompanyAbout about={company.about} website={company.website} />

      <section aria-labelledby="company-recruiters">
        <h2 id="company-recruiters" className="mb-4 text-lg font-semibold text-slate-900">
          Recruiters
        </h2>
        {company.recruiters.length === 0 ? (
          <p className="text-slate-600">No recruiters listed.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {company.recruiters.map((recruiter) => {
              const name =
                `${recruiter.firstName} ${recruiter.lastName}`.trim() || recruiter.username;
              return (
                <li key={recruiter.username}>
                  <Link
                    to={PROFILE_PATH.recruiter(recruiter.username)}
                    className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <Avatar
                      src={recruiter.photo}
                      name={name}
                      initials={initials(recruiter.firstName, recruiter.lastName)}
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{name}</span>
                      <span className="block truncate text-sm text-brand-700">
                        @{recruiter.username}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="company-jobs">
        <h2 id="company-jobs" className="mb-4 text-lg font-semibold text-slate-900">
          Open jobs
        </h2>
        {company.jobs.length === 0 ? (
          <EmptyState
            icon={Briefcase}
            title="No open jobs right now"
            description="Check back later: new jobs appear here as soon as they are posted."
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {company.jobs.map((job) => (
              <li key={job.jobID}>
                <JobListingCard job={job} to={jobDetailPath(job.jobID)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /Company/{slug}: a company's recruiters and its open jobs. */
export function CompanyPage() {
  const { slug = '' } = useParams();
  const company = useCompany(slug);
  useDocumentMeta(
    company.data ? `${company.data.name}: jobs and recruiters | JobHunter` : 'Company | JobHunter',
  );
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/Companies">
          <ArrowLeft aria-hidden />
          All companies
        </Link>
      </Button>
      {company.isPending ? (
        <CardGridSkeleton label="Loading company..." />
      ) : company.isError ? (
        isApiError(company.error) && company.error.status === 404 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Building2 aria-hidden className="size-10 text-slate-400" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Company not found</h1>
            <p className="max-w-md text-slate-600">No company on JobHunter goes by this address.</p>
            <Button asChild>
              <Link to="/Companies">See all companies</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <h1 className="sr-only">Company</h1>
            <EmptyState
              tone="error"
              icon={TriangleAlert}
              title="Unable to load company"
              description={<p role="alert">{company.error.message}</p>}
              action={<Button onClick={() => void company.refetch()}>Try Again</Button>}
            />
          </div>
        )
      ) : (
        <CompanyDetail company={company.data} />
      )}
    </main>
  );
}
