import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobKeys } from './query-keys';

/** docs/product.md §8 "Fetch": 'Failed to fetch job details', or 'An unknown error occurred' when the server was not reached. */
export async function fetchJob(jobID: string, signal?: AbortSignal): Promise<Job> {
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

export const jobQueryOptions = (jobID: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobID),
    queryFn: ({ signal }) => fetchJob(jobID, signal),
  });

export function useJob(jobID: string) {
  return useQuery(jobQueryOptions(jobID));
}
