import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRef } from '@jobhunter/shared';
import { apiUrl, responseError, sendWithToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { applicantKeys } from './query-keys';

function request(ref: ApplicationRef, token: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...ref });
  // The token goes in the header, never in the URL, where logs and the history would keep it.
  return fetch(apiUrl(`/applications/resume?${query}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The CV could not be downloaded: the server could not be reached', error);
  });
}

/**
 * `GET /api/applications/resume` (the job's recruiter): the CV file sent with one application, as a
 * Blob. Not through apiRequest, which reads JSON; sendWithToken renews an expired session as it does.
 */
export async function downloadApplicationResume(ref: ApplicationRef, signal?: AbortSignal) {
  const response = await sendWithToken('recruiter', (token) => request(ref, token, signal));
  if (!response.ok) throw await responseError(response);
  return response.blob();
}

const resumeQuery = (ref: ApplicationRef) => ({
  queryKey: applicantKeys.resume(ref),
  queryFn: ({ signal }: { signal: AbortSignal }) => downloadApplicationResume(ref, signal),
  // A sent CV never changes: one download serves the preview and the "Download CV" button.
  staleTime: Infinity,
});

/** The CV file, for the preview; `enabled` false until it is needed. */
export function useApplicationResume(ref: ApplicationRef, enabled: boolean) {
  return useQuery({ ...resumeQuery(ref), enabled });
}

/** Fetches the CV file for "Download CV", reusing the preview's copy when there is one. */
export function useFetchApplicationResume() {
  const queryClient = useQueryClient();
  return (ref: ApplicationRef) => queryClient.fetchQuery(resumeQuery(ref));
}
