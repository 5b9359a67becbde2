import { useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/api/applications/application-keys';
import { mayActOnJob } from '@/api/jobs/job-access';
import { fetchMyJobs, roleOf } from '@/api/jobs/my-jobs';

/**
 * The jobs a recruiter may invite a candidate to: open ones they may act on (a company's viewer
 * may not), newest first as the server lists them. Shares My Recruitments' cached list.
 */
export function useInvitableJobs(recruiter: string) {
  return useQuery({
    queryKey: applicationKeys.myJobs(recruiter),
    queryFn: ({ signal }) => fetchMyJobs(signal),
    select: (jobs) => jobs.filter((job) => job.status === 'open' && mayActOnJob(roleOf(job))),
  });
}
