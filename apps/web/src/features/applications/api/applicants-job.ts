import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** `GET /api/job/fetchIndividualJob/{jobID}`: the job whose applicants are shown, for its designation and status. */
export function fetchApplicantsJob(jobID: string, signal?: AbortSignal) {
  return apiRequest<Job>(`/job/fetchIndividualJob/${encodeURIComponent(jobID)}`, { signal });
}

export function useApplicantsJob(jobID: string) {
  return useQuery({
    queryKey: applicationKeys.job(jobID),
    queryFn: ({ signal }) => fetchApplicantsJob(jobID, signal),
    enabled: Boolean(jobID),
  });
}
