import { Briefcase } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecruiterJobs } from '../api/get-recruiter-jobs';

const jobDetailPath = (jobID: string) => `/Job/${encodeURIComponent(jobID)}`;

/** The open jobs a recruiter has posted, under their public profile. */
export function RecruiterOpenJobs({ username }: { username: string }) {
  const jobs = useRecruiterJobs(username);
  return (
    <section aria-labelledby="recruiter-open-jobs" className="flex flex-col gap-4">
      <h2 id="recruiter-open-jobs" className="text-lg font-semibold text-slate-900">
        Open jobs
      </h2>
      {jobs.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : jobs.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
          Could not load open jobs: {jobs.error.message}
        </p>
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No open jobs right now"
          description={`@${username} is not hiring for any job at the moment.`}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.jobID}>
              <JobListingCard job={job} to={jobDetailPath(job.jobID)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
