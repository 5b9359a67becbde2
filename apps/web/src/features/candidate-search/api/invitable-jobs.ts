import { useQuery } from '@tanstack/react-query';
import type { CompanyRole, MyJob } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';
import { mayActOnJob } from '@/api/jobs/job-access';
import { apiRequest } from '@/lib/api-client';

/** A `GET /api/job/mine` entry: a server without companies sends no role (the poster is the owner). */
type WorkspaceJob = MyJob & { role?: CompanyRole };

/** `GET /api/job/mine` (recruiter token): the recruiter's and their company's jobs, open and closed. */
export function fetchMyJobs(signal?: AbortSignal) {
  return apiRequest<WorkspaceJob[]>('/job/mine', { auth: 'recruiter', signal });
}

/**
 * The jobs a recruiter may invite a candidate to: open ones they may act on (a company's viewer
 * may not), newest first as the server lists them. Shares My Recruitments' cached list.
 */
export function useInvitableJobs(recruiter: string) {
  return useQuery({
    queryKey: applicationKeys.myJobs(recruiter),
    queryFn: ({ signal }) => fetchMyJobs(signal),
    select: (jobs) =>
      jobs.filter((job) => job.status === 'open' && mayActOnJob(job.role ?? 'owner')),
  });
}
