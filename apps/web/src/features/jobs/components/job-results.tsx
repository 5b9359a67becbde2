import type { JobSearchResult } from '@jobhunter/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/paths';
import { searchSummary } from '@/lib/search-summary';
import { useSession } from '@/lib/session';
import { useSavedJobIds, useToggleSavedJob } from '../api/saved-job-ids';
import { currentPage, hasFilters, savedSearchQuery, withParam } from '../lib/search-params';
import { SaveJobToggle } from './save-job-toggle';
import { SaveSearchButton } from './save-search-button';

interface JobResultsProps {
  search: UseQueryResult<JobSearchResult>;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  onClear: () => void;
  /** After moving to another page (focus goes back to the results' heading). */
  onPage: () => void;
}

/** Results that can be on the first screen: two rows of three on a desktop, three of two on a tablet. */
const CARDS_ON_FIRST_SCREEN = 6;

/** Cards as tall as the real ones while the first page loads, so nothing jumps when it arrives. */
function LoadingCards() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Finding amazing opportunities for you...</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl sm:h-60" />
        ))}
      </div>
    </div>
  );
}

/** The result states of docs/product.md §2 "Jobs list", plus "no match" for a search that found nothing. */
export function JobResults({ search, params, onChange, onClear, onPage }: JobResultsProps) {
  const candidate = useSession().candidate?.username;
  const savedIds = useSavedJobIds(candidate);
  const toggle = useToggleSavedJob(candidate);

  if (search.isPending) return <LoadingCards />;
  if (search.isError) {
    return (
      <LoadError
        title="Unable to load jobs"
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { items, total, pageSize } = search.data;
  if (items.length === 0 && hasFilters(params)) {
    const query = savedSearchQuery(params, search.data.correctedQuery);
    return (
      <EmptyState
        icon={SearchX}
        title="No jobs match your search"
        description={
          <>
            Nothing open matches{' '}
            <span className="font-medium text-slate-900">{searchSummary(query)}</span> right now.
            Try fewer filters or other words, or save the search to hear about new matches.
          </>
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onClear}>Clear filters</Button>
            <SaveSearchButton query={query} />
          </div>
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title="No jobs found"
        description="We couldn't find any job listings at the moment."
        action={<Button onClick={() => void search.refetch()}>Refresh Jobs</Button>}
      />
    );
  }

  const toggled = toggle.variables;
  const searchedFor = params.get('q')?.trim();
  return (
    <>
      {search.data.correctedQuery && (
        // The server replaced words it did not know by the nearest known ones (typo tolerance).
        <p className="text-sm text-slate-600">
          Showing results for{' '}
          <span className="font-medium text-slate-900">{search.data.correctedQuery}</span>
          {searchedFor && (
            <>
              {' '}
              instead of <span className="font-medium text-slate-900">{searchedFor}</span>
            </>
          )}
        </p>
      )}
      <ul
        className={`grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={search.isFetching}
      >
        {items.map((job, index) => (
          <li key={job.jobID}>
            <JobListingCard
              job={job}
              to={jobPath(job.jobID)}
              offscreen={index >= CARDS_ON_FIRST_SCREEN}
              corner={
                candidate && savedIds ? (
                  <SaveJobToggle job={job} saved={savedIds.has(job.jobID)} toggle={toggle} />
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {toggle.isSuccess && toggled
          ? `${toggled.job.designation} ${toggled.saved ? 'saved to' : 'removed from'} your saved jobs`
          : ''}
      </p>
      {toggle.isError && toggled && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not update your saved jobs ({toggled.job.designation}): {toggle.error.message}
        </p>
      )}
      <Pagination
        page={currentPage(params)}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={(page) => {
          onChange(withParam(params, 'page', page > 1 ? String(page) : null));
          window.scrollTo({ top: 0 });
          onPage();
        }}
      />
    </>
  );
}
