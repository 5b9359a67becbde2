import { formatCtc, type Job } from '@jobhunter/shared';
import { ArrowRight, Briefcase, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/paths';
import { LATEST_JOBS_COUNT, useLatestJobs } from '../api/get-latest-jobs';

const ENVIRONMENT_TONE: Record<Job['work_environment'], BadgeTone> = { Remote: 'green', Hybrid: 'blue', 'On-site': 'amber' };

function JobCard({ job }: { job: Job }) {
  return (
    <Link to={jobPath(job.jobID)} className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
      <Card className="flex h-full flex-col gap-4 p-5 transition group-hover:-translate-y-0.5 group-hover:border-brand-200 group-hover:shadow-md">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700">
            {job.company_name.trim()[0]?.toUpperCase() ?? '?'}
          </span>
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-slate-900 group-hover:text-brand-700">{job.designation}</h3>
            <p className="truncate text-sm text-slate-600">{job.company_name}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={ENVIRONMENT_TONE[job.work_environment] ?? 'neutral'}>{job.work_environment}</Badge>
          <Badge tone="purple">{job.type_of_employment}</Badge>
        </div>
        <div className="mt-auto flex flex-col gap-1.5 text-sm text-slate-600">
          <p className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{job.job_location.join(', ') || 'Location not specified'}</span>
          </p>
          <p className="flex items-center gap-2">
            <Wallet aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{formatCtc(job.CTC)}</span>
          </p>
        </div>
      </Card>
    </Link>
  );
}

export function LatestJobsSection() {
  const jobs = useLatestJobs();
  return (
    <section aria-labelledby="latest-jobs-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="latest-jobs-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading latest jobs">
          {Array.from({ length: LATEST_JOBS_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : jobs.isError || jobs.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Briefcase aria-hidden className="size-6" />
          </span>
          <p className="font-semibold text-slate-900">{jobs.isError ? 'Latest jobs are taking a break' : 'No jobs posted yet'}</p>
          <p className="max-w-md text-sm text-slate-600">
            {jobs.isError
              ? 'We could not load the newest openings just now. Browse the full list instead.'
              : 'Be the first recruiter to post a job and reach every job seeker here.'}
          </p>
          <Button asChild variant="secondary">
            <Link to={jobs.isError ? '/AllJobs' : '/JobPosting'}>{jobs.isError ? 'Browse all jobs' : 'Post a job'}</Link>
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.jobID}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
