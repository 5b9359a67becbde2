import { JOB_SORTS, type JobSort } from '@jobhunter/shared';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { JobSearchBar, type JobSearchTerms } from '@/components/job-search-bar';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useJobSearch } from '../api/search-jobs';
import { jobsAvailable, showJobsLabel } from '../lib/jobs-available';
import {
  activeFilterCount,
  apiSearchParams,
  clearFilters,
  currentSort,
  filterChips,
  hasFilters,
  savedSearchQuery,
  withParam,
} from '../lib/search-params';
import { FilterChips } from './filter-chips';
import { FiltersSheet } from './filters-sheet';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { SaveSearchButton } from './save-search-button';

const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  salary: 'Highest salary',
};

/** docs/product.md §2 "Jobs list", searchable and filterable; the whole query lives in the URL. */
export function AllJobsPage() {
  const [params, setParams] = useSearchParams();
  useDocumentMeta(
    'Find Jobs | JobHunter',
    'Search jobs by title, skill, place, work environment, employment type and salary on JobHunter.',
  );
  const search = useJobSearch(apiSearchParams(params));
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLElement>(null);
  const update = (next: URLSearchParams) => setParams(next);
  const clear = () => update(clearFilters(params));
  // After a search, a removed last chip or a new page, the reader lands on the results' count.
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const onSearch = ({ q, location }: JobSearchTerms) => {
    update(withParam(withParam(params, 'q', q || null), 'location', location || null));
    focusHeading();
  };
  const title = search.data ? jobsAvailable(search.data.total, search.data.totalCapped) : 'Jobs';
  const query = savedSearchQuery(params, search.data?.correctedQuery);
  const chips = filterChips(params);
  const hasResults = Boolean(search.data?.items.length);
  const noMatch = search.data?.items.length === 0 && hasFilters(params);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-col gap-3 sm:gap-4">
        <JobSearchBar
          key={`${params.get('q') ?? ''}|${params.get('location') ?? ''}`}
          defaultValue={params.get('q') ?? ''}
          defaultWhere={params.getAll('location').join(', ')}
          onSearch={onSearch}
        />
        <a
          href="#job-results"
          onClick={(event) => {
            event.preventDefault();
            results.current?.focus();
          }}
          className="sr-only rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white focus:not-sr-only focus:self-start"
        >
          Skip to results
        </a>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1
            ref={heading}
            tabIndex={-1}
            aria-live="polite"
            className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <div className="flex flex-wrap items-end gap-2">
            <FiltersSheet
              activeFilters={activeFilterCount(params)}
              showLabel={
                search.data
                  ? showJobsLabel(search.data.total, search.data.totalCapped)
                  : 'Show jobs'
              }
            >
              <JobFilters
                params={params}
                onChange={update}
                onClear={clear}
                facets={search.data?.facets}
              />
            </FiltersSheet>
            <div className="flex items-center gap-2 sm:flex-col sm:items-start sm:gap-1">
              <Label htmlFor="job-sort">Sort by</Label>
              <Select
                id="job-sort"
                value={currentSort(params)}
                onChange={(event) => update(withParam(params, 'sort', event.target.value))}
              >
                {JOB_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
        {(chips.length > 0 || (query && hasResults)) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* With no match, the empty state itself offers 'Clear filters' and 'Save this search'. */}
            <FilterChips
              chips={chips}
              onChange={update}
              onClear={noMatch ? undefined : clear}
              onEmptied={focusHeading}
            />
            {query && hasResults && <SaveSearchButton query={query} />}
          </div>
        )}
      </div>

      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-label="Filters"
          className="hidden self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:block"
        >
          <JobFilters params={params} onChange={update} facets={search.data?.facets} />
        </aside>
        <section
          ref={results}
          id="job-results"
          tabIndex={-1}
          aria-labelledby="job-results-title"
          className="flex min-w-0 flex-col gap-6 outline-none"
        >
          <h2 id="job-results-title" className="sr-only">
            Job results
          </h2>
          <JobResults
            search={search}
            params={params}
            onChange={update}
            onClear={() => {
              clear();
              focusHeading();
            }}
            onPage={focusHeading}
          />
        </section>
      </div>
    </main>
  );
}
