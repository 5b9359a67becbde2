import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/** `GET /api/job/fetchIndividualJob/{jobID}` (open or closed): the job the edit form starts from. */
export function fetchJobToEdit(jobID: string, signal?: AbortSignal): Promise<Job> {
  return withApiErrors(
    apiRequest<Job>(`/job/fetchIndividualJob/${encodeURIComponent(jobID)}`, {
      signal,
    }),
    {
      0: FAILURE_TEXTS.unknown,
      failure: FAILURE_TEXTS.jobDetails,
    },
  );
}

export function useJobToEdit(jobID: string) {
  return useQuery({
    queryKey: ['job-posting', 'edit', jobID],
    queryFn: ({ signal }) => fetchJobToEdit(jobID, signal),
    // The form must start from the job as it is now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
