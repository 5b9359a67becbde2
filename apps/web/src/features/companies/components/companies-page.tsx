import { Briefcase, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { companyPath } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCompanies } from '../api/get-companies';
import { CompanyLogo } from './company-logo';
import { openJobsLabel } from '../lib/open-jobs-label';

/** /Companies: every company recruiting on JobHunter, each card opening its page. */
export function CompaniesPage() {
  const companies = useCompanies();
  useDocumentMeta(
    'Companies hiring | JobHunter',
    'Every company hiring on JobHunter, with its open jobs.',
  );
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Companies</h1>
        <p className="mt-1 text-slate-600">
          Every company hiring on JobHunter, with its open jobs.
        </p>
      </div>
      {companies.isPending ? (
        <CardGridSkeleton
          label="Loading companies"
          count={8}
          className="xl:grid-cols-4"
          cardClassName="h-[5.5rem]"
        />
      ) : companies.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-600">
          {companies.error.message}
        </p>
      ) : companies.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No companies yet"
          description="Companies appear here once their recruiters join JobHunter."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {companies.data.map((company) => (
            <li key={company.slug}>
              <Card className="group relative flex h-full items-center gap-4 p-5 transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
                <CompanyLogo name={company.name} logo={company.logo} />
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-slate-900">
                    {/* The link covers the card; its name is the company's alone. */}
                    <Link
                      to={companyPath(company.slug)}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700"
                    >
                      {company.name}
                    </Link>
                  </h2>
                  <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                    <Briefcase aria-hidden className="size-4 shrink-0 text-slate-400" />
                    {openJobsLabel(company.openJobs)}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
