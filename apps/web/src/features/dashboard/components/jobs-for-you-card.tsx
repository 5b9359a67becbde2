import { RECOMMENDATIONS_PAGE_SIZE, type RecommendedJob } from '@jobhunter/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EDIT_PROFILE_PATH } from '@/lib/paths';
import { useRecommendedJobs } from '../api/get-recommended-jobs';
import { firstOfEachJob } from '../lib/first-of-each-job';
import { RecommendedJobItem } from './recommended-job-item';

/** How many jobs the card starts with; each 'Show more' adds a page's worth. */
const JOBS_FOR_YOU_FIRST_SHOWN = 5;

/** 'Jobs for you' on the candidate's dashboard: open jobs matching the profile, and why. */
export function JobsForYouCard() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>Jobs for you</CardTitle>
          <CardDescription>Open jobs that match your profile, best match first.</CardDescription>
        </CardHeader>
        <CardContent>
          <JobsForYou />
        </CardContent>
      </Card>
    </section>
  );
}

function JobsForYou() {
  const query = useRecommendedJobs();
  if (query.isPending) return <JobsForYouSkeleton />;
  if (!query.data)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-red-700">{query.error?.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );

  const jobs = firstOfEachJob(query.data.pages.flatMap((page) => page.jobs));
  if (jobs.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No matches yet. Add your skills and current role to your profile to get job suggestions.{' '}
        <Link
          to={EDIT_PROFILE_PATH.candidate}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Edit your profile
        </Link>
      </p>
    );

  return (
    <JobsForYouList
      jobs={jobs}
      hasNextPage={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      moreFailed={query.isFetchNextPageError}
      loadMore={() => void query.fetchNextPage()}
    />
  );
}

function JobsForYouList({
  jobs,
  hasNextPage,
  loadingMore,
  moreFailed,
  loadMore,
}: {
  jobs: RecommendedJob[];
  hasNextPage: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}) {
  const [shown, setShown] = useState(JOBS_FOR_YOU_FIRST_SHOWN);
  const visible = jobs.slice(0, shown);
  const list = useRef<HTMLUListElement>(null);
  // Where keyboard focus goes once 'Show more' has revealed jobs: the first new one.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || loadingMore) return;
    focusFrom.current = null;
    // A failed page keeps focus on the button, which retries it.
    if (moreFailed) return;
    const items = list.current?.children;
    const item = items?.[index] ?? items?.[items.length - 1];
    item?.querySelector('a')?.focus();
  }, [visible.length, loadingMore, moreFailed]);

  function showMore() {
    if (loadingMore) return;
    const target = visible.length + RECOMMENDATIONS_PAGE_SIZE;
    focusFrom.current = visible.length;
    setShown(target);
    if (target > jobs.length && hasNextPage) loadMore();
  }

  return (
    <div className="flex flex-col gap-4">
      <ul ref={list} className="flex min-w-0 flex-col divide-y divide-slate-100">
        {visible.map((job) => (
          <RecommendedJobItem key={job.jobID} job={job} />
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-sm text-red-700">
          More jobs could not be loaded. Try again.
        </p>
      )}
      {(visible.length < jobs.length || hasNextPage) && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-disabled={loadingMore || undefined}
          onClick={showMore}
        >
          {loadingMore ? 'Loading more jobs…' : 'Show more'}
        </Button>
      )}
    </div>
  );
}

function JobsForYouSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading jobs for you</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3 max-w-64" />
          <Skeleton className="h-4 w-1/2 max-w-48" />
          <Skeleton className="h-4 w-5/6 max-w-80" />
        </div>
      ))}
    </div>
  );
}
