import { useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/job/fetchIndividualJob/{jobID}` (open or closed): the job the edit form starts from. */
export async function fetchJobToEdit(jobID: string, signal?: AbortSignal): Promise<Job> {
  try {
    return await apiRequest<Job>(`/job/fetchIndividualJob/${encodeURIComponent(jobID)}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, 'Failed to fetch job details', error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
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
