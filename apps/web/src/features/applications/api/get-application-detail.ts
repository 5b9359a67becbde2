import { useQuery } from '@tanstack/react-query';
import type { ApplicationDetail, ApplicationRef } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicantKeys } from './query-keys';

/** `GET /api/applications/detail` (the job's recruiter): the cover letter, answers, screening result and CV sent with one application. */
export function fetchApplicationDetail(ref: ApplicationRef, signal?: AbortSignal) {
  return apiRequest<ApplicationDetail>('/applications/detail', {
    query: { ...ref },
    auth: 'recruiter',
    signal,
  });
}

export function useApplicationDetail(ref: ApplicationRef) {
  return useQuery({
    queryKey: applicantKeys.detail(ref),
    queryFn: ({ signal }) => fetchApplicationDetail(ref, signal),
  });
}
