import { useQuery } from '@tanstack/react-query';
import type { AppliedJob } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `GET /api/applications/jobStatus?candidateUsername=u` (candidate token): applied jobs with their status. */
export function fetchCandidateApplications(candidateUsername: string, signal?: AbortSignal) {
  return apiRequest<AppliedJob[]>('/applications/jobStatus', {
    query: { candidateUsername },
    auth: 'candidate',
    signal,
  });
}

export function useCandidateApplications(candidateUsername: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.candidate(candidateUsername ?? ''),
    queryFn: ({ signal }) => fetchCandidateApplications(candidateUsername ?? '', signal),
    enabled: Boolean(candidateUsername),
  });
}
