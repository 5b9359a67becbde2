import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/jobs/{jobID}`: one job as its recruiters see it, hidden or not, with `hidden` saying why. */
export function getModeratedJob(jobID: string, signal?: AbortSignal) {
  return withApiErrors(
    apiRequest<Job>(`/admin/jobs/${encodeURIComponent(jobID)}`, {
      auth: 'admin',
      signal,
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useModeratedJob(jobID: string) {
  return useQuery({
    queryKey: adminKeys.job(jobID),
    queryFn: ({ signal }) => getModeratedJob(jobID, signal),
    enabled: Boolean(jobID),
  });
}
