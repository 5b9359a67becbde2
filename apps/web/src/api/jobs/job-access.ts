import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { applicationKeys } from '@/api/applications/application-keys';
import { jobKeys } from './job-keys';

/** What the recruiter check answers: 200 `hasPosted: true` for anyone who may read the job, with their role; 403 otherwise. */
export interface RecruiterScreening {
  hasPosted: boolean;
  /** Null on a 403; absent from a server without companies, where only the poster (the 'owner') may read. */
  role?: CompanyRole | null;
}

/** `GET /api/applications/screening?jobID&recruiterUsername`: may this recruiter read the job, and with which role. */
export function screenRecruiter(jobID: string, recruiterUsername: string, signal?: AbortSignal) {
  return apiRequest<RecruiterScreening>('/applications/screening', {
    query: { jobID, recruiterUsername },
    auth: 'recruiter',
    signal,
  });
}

export type JobAccess =
  | { state: 'checking' }
  | { state: 'member'; role: CompanyRole }
  | { state: 'not-member' }
  | { state: 'unknown' };

/** Owners and recruiters change a job and move its applicants; a viewer only reads. */
export const mayActOnJob = (role: CompanyRole) => role !== 'viewer';

/** A `GET /api/job/mine` entry, as far as the role goes. */
type MineEntry = { jobID: string; role?: CompanyRole };

/**
 * The signed-in recruiter's access to one job: member with a role, not a member (403), or unknown
 * when the check failed otherwise. A job already listed on My Recruitments gives its role at once
 * while the check confirms it.
 */
export function useJobAccess(jobID: string, recruiterUsername: string | undefined): JobAccess {
  const queryClient = useQueryClient();
  const username = recruiterUsername ?? '';
  const query = useQuery<RecruiterScreening>({
    queryKey: jobKeys.ownership(jobID, username),
    queryFn: ({ signal }) => screenRecruiter(jobID, username, signal),
    enabled: Boolean(recruiterUsername && jobID),
    placeholderData: (): RecruiterScreening | undefined => {
      const mine = queryClient
        .getQueryData<MineEntry[]>(applicationKeys.myJobs(username))
        ?.find((entry) => entry.jobID === jobID);
      return mine ? { hasPosted: true, role: mine.role ?? 'owner' } : undefined;
    },
  });
  if (query.isPending) return { state: 'checking' };
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 403
      ? { state: 'not-member' }
      : { state: 'unknown' };
  if (query.data.hasPosted === true) return { state: 'member', role: query.data.role ?? 'owner' };
  return query.data.hasPosted === false ? { state: 'not-member' } : { state: 'unknown' };
}
