import { JOB_SORTS, type JobSort } from '@jobhunter/shared';
import { Briefcase, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/ui/job-listing-card';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { jobPath } from '@/lib/paths';
import { useJobSearch } from '../api/search-jobs';
import {
  activeFilterCount,
  apiSearchParams,
  clearFilters,
  currentPage,
  currentSort,
  hasFilters,
  savedSearchQuery,
  withParam,
} from '../lib/search-params';
import { useDocumentMeta } from '../lib/use-document-meta';
import { JobFilters } from './job-filters';
import { JobSearchBar } from './job-search-bar';
import { SaveSearchButton } from './save-search-button';

const SORT_LABELS: Record<JobSort, string> = { relevance: 'Most relevant', newest: 'Newest', salary: 'Highest salary' };

/** Spec section 2 "Jobs list", searchable and filterable; the whole query lives in the URL. */
export function AllJobsPage() {
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  useDocumentMeta('Find Jobs | JobHunter', 'Search jobs by title, skill, place, work environment, employment type and salary on JobHunter.');
  const search = useJobSearch(apiSearchParams(params));
  const update = (next: URLSearchParams) => setParams(next);
  const activeFilters = activeFilterCount(params);
  const pageCount = search.data ? Math.max(1, Math.ceil(search.data.total / search.data.pageSize)) : 1;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4">
        <JobSearchBar key={params.get('q') ?? ''} defaultValue={params.get('q') ?? ''} onSearch={(q) => update(withParam(params, 'q', q || null))} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" aria-live="polite">
            {search.data ? `${search.data.totalCapped ? `${search.data.total.toLocaleString('en-US')}+` : search.data.total} Jobs available` : 'Jobs'}
          </h1>
          <div className="flex flex-wrap items-end gap-2">
            <SaveSearchButton query={savedSearchQuery(params)} />
            <Button
              variant="outline"
              className="lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls="job-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden />
              Filters
              {activeFilters > 0 && (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
                  <span className="sr-only">, </span>
                  {activeFilters}
                  <span className="sr-only"> applied</span>
                </span>
              )}
            </Button>
            <div className="flex flex-col gap-1">
              <Label htmlFor="job-sort">Sort by</Label>
              <Select id="job-sort" value={currentSort(params)} onChange={(event) => update(withParam(params, 'sort', event.target.value))}>
                {JOB_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          id="job-filters"
          aria-label="Filters"
          className={`${filtersOpen ? 'block' : 'hidden'} self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:block`}
        >
          <JobFilters params={params} onChange={update} onClear={() => update(clearFilters(params))} facets={search.data?.facets} />
        </aside>

        <section aria-label="Job results" className="flex min-w-0 flex-col gap-6">
          {search.isPending ? (
            <Spinner className="py-24" label="Finding amazing opportunities for you..." showLabel />
          ) : search.isError ? (
            <EmptyState
              tone="error"
              icon={TriangleAlert}
              title="Unable to load jobs"
              description={search.error.message}
              action={<Button onClick={() => void search.refetch()}>Try Again</Button>}
            />
          ) : search.data.items.length === 0 ? (
            <EmptyState
              icon={Briefcase}
              title="No jobs found"
              description="We couldn't find any job listings at the moment."
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button onClick={() => void search.refetch()}>Refresh Jobs</Button>
                  {hasFilters(params) && (
                    <Button variant="outline" onClick={() => update(clearFilters(params))}>
                      Clear all filters
                    </Button>
                  )}
                </div>
              }
            />
          ) : (
            <>
              <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={search.isFetching}>
                {search.data.items.map((job) => (
                  <li key={job.jobID}>
                    <JobListingCard
                      job={job}
                      to={jobPath(job.jobID)}
                      actions={
                        <Button asChild variant="secondary" size="sm" className="w-full">
                          <Link to={jobPath(job.jobID)} aria-label={`View Details: ${job.designation}`}>
                            View Details
                          </Link>
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={currentPage(params)}
                pageCount={pageCount}
                onPageChange={(page) => {
                  update(withParam(params, 'page', page > 1 ? String(page) : null));
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}
