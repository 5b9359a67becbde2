import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, PublicProfile, ScreeningResult } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/**
 * A candidate who applied, with where the application stands, whether its answers passed the job's
 * screening questions and whether a CV came with it (both absent from older servers: a pass, no CV).
 */
export type Applicant = PublicProfile & {
  applicationStatus: ApplicationStatus;
  appliedAt: string;
  screening?: ScreeningResult;
  hasResume?: boolean;
};

/** `GET /api/applications/jobStatus?recruiterUsername=u&jobID=j` (the job owner's token), in order of application. */
export function fetchJobApplicants(recruiterUsername: string, jobID: string, signal?: AbortSignal) {
  return apiRequest<Applicant[]>('/applications/jobStatus', {
    query: { recruiterUsername, jobID },
    auth: 'recruiter',
    signal,
  });
}

export function useJobApplicants(recruiterUsername: string | undefined, jobID: string) {
  return useQuery({
    queryKey: applicationKeys.applicants(recruiterUsername ?? '', jobID),
    queryFn: ({ signal }) => fetchJobApplicants(recruiterUsername ?? '', jobID, signal),
    enabled: Boolean(recruiterUsername),
  });
}
