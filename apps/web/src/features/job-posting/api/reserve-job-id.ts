import { useQuery } from '@tanstack/react-query';
import { generateJobId, type MessageResponse } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobPostingKeys } from './query-keys';

/** Fresh IDs tried before giving up; with 17.5 million IDs a clash is rare, several in a row rarer still. */
const ATTEMPTS = 5;

/**
 * docs/product.md §4 "Job posting": generate a job ID and reserve it (`POST /api/job/createID`); on 409
 * the ID is taken, so a new one is generated (the original reloaded the page for that).
 */
export async function reserveJobId(
  username: string,
  generate: () => string = generateJobId,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const jobID = generate();
    try {
      await apiRequest<MessageResponse>('/job/createID', {
        method: 'POST',
        body: { username, jobID },
        auth: 'recruiter',
      });
      return jobID;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** One reserved ID per `round`; the form moves to the next round after using (or losing) its ID. */
export function useReservedJobId(username: string | undefined, round: number) {
  return useQuery({
    queryKey: jobPostingKeys.reservedId(username, round),
    queryFn: () => reserveJobId(username ?? ''),
    enabled: Boolean(username),
    staleTime: Infinity,
    // Dropped when the form closes, so coming back never offers an ID that was already used.
    gcTime: 0,
    retry: false,
  });
}
