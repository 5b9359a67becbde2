import type { CandidateSearchResult } from '@jobhunter/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { CandidateCard } from './candidate-card';

interface CandidateResultsProps {
  search: UseQueryResult<CandidateSearchResult>;
  recruiter: string;
  page: number;
  /** Whether the URL holds any words or filters (the empty state then suggests loosening them). */
  filtered: boolean;
  /** The words as typed, for "Showing results for … instead of …". */
  searchedFor: string;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** Cards as tall and in the same columns as the real ones while the first page loads. */
function LoadingCards() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="sr-only">Searching candidates…</p>
      <div className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** The found candidates with paging, or the loading, failed and empty states. */
export function CandidateResults({
  search,
  recruiter,
  page,
  filtered,
  searchedFor,
  onPage,
  onClear,
}: CandidateResultsProps) {
  if (search.isPending) {
    return <LoadingCards />;
  }
  if (search.isError) {
    return (
      <LoadError
        title="Unable to search candidates"
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { candidates, total, pageSize, correctedQuery } = search.data;
  if (candidates.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No candidates match"
        description="Try fewer skills, a wider range of experience, another location or other words."
        action={<Button onClick={onClear}>Clear search</Button>}
      />
    ) : (
      <EmptyState
        icon={Users}
        title="No candidates match"
        description="No candidate has made their profile discoverable yet. Try again later."
      />
    );
  }
  return (
    <>
      {correctedQuery && (
        // The server replaced words it did not know by the nearest known ones (typo tolerance).
        <p className="text-sm text-slate-600">
          Showing results for <span className="font-medium text-slate-900">{correctedQuery}</span>
          {searchedFor && (
            <>
              {' '}
              instead of <span className="font-medium text-slate-900">{searchedFor}</span>
            </>
          )}
        </p>
      )}
      <ul
        className={`grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-2 ${search.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={search.isFetching}
      >
        {candidates.map((candidate) => (
          <li key={candidate.username}>
            <CandidateCard candidate={candidate} recruiter={recruiter} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={onPage}
      />
    </>
  );
}
