import { ArrowRight, Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/paths';
import { LATEST_JOBS_COUNT, useLatestJobs } from '../api/get-latest-jobs';

export function LatestJobsSection() {
  const jobs = useLatestJobs();
  return (
    <section
      aria-labelledby="latest-jobs-title"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="latest-jobs-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Latest jobs
          </h2>
          <p className="mt-1 text-slate-600">Fresh openings from recruiters on JobHunter.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/AllJobs">
            View all jobs
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      {jobs.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading latest jobs"
        >
          {Array.from({ length: LATEST_JOBS_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-56 rounded-2xl sm:h-64" />
          ))}
        </div>
      ) : jobs.isError || jobs.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Briefcase aria-hidden className="size-6" />
          </span>
          <p className="font-semibold text-slate-900">
            {jobs.isError ? 'Latest jobs are taking a break' : 'No jobs posted yet'}
          </p>
          <p className="max-w-md text-sm text-slate-600">
            {jobs.isError
              ? 'We could not load the newest openings just now. Browse the full list instead.'
              : 'Be the first recruiter to post a job and reach every job seeker here.'}
          </p>
          <Button asChild variant="secondary">
            <Link to={jobs.isError ? '/AllJobs' : '/JobPosting'}>
              {jobs.isError ? 'Browse all jobs' : 'Post a job'}
            </Link>
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.jobID}>
              <JobListingCard job={job} to={jobPath(job.jobID)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
