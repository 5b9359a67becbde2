import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterInterviewChange } from './refresh-after-interview-change';

/** `POST /api/interviews/{id}/decline` by the candidate: none of the offered slots suits. */
export function declineInterview(id: string) {
  return apiRequest<Interview>(`/interviews/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    auth: 'candidate',
  });
}

export function useDeclineInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInterview,
    onSuccess: (interview) => refreshAfterInterviewChange(queryClient, interview),
  });
}
