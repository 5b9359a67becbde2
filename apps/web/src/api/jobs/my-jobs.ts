import { useQuery } from '@tanstack/react-query';
import type { CompanyRole, MyJob } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/**
 * A job of the recruiter's workspace: who posted it and the recruiter's role on it. A server without
 * companies sends neither: the recruiter posted every job listed and is its 'owner'.
 */
export type WorkspaceJob = MyJob & {
  postedBy?: { username: string; name: string };
  role?: CompanyRole;
};

export const postedByOf = (job: WorkspaceJob) =>
  job.postedBy ?? { username: job.username, name: job.name };
export const roleOf = (job: WorkspaceJob): CompanyRole => job.role ?? 'owner';

/**
 * `GET /api/job/mine` (recruiter token): the recruiter's jobs (theirs and, in a company, their
 * colleagues'), open and closed, newest first, with applicants counted by status.
 */
export function fetchMyJobs(signal?: AbortSignal) {
  return apiRequest<WorkspaceJob[]>('/job/mine', { auth: 'recruiter', signal });
}

export function useMyJobs(recruiterUsername: string | undefined) {
  return useQuery({
    // Under applicationKeys.all so that applying, moving or deleting anywhere refreshes the counts.
    queryKey: applicationKeys.myJobs(recruiterUsername ?? ''),
    queryFn: ({ signal }) => fetchMyJobs(signal),
    enabled: Boolean(recruiterUsername),
  });
}
