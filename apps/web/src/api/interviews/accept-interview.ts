import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterInterviewChange } from './refresh-after-interview-change';

/** `POST /api/interviews/{id}/accept` by the candidate: `start` is the picked slot's start. */
export function acceptInterview({ id, start }: { id: string; start: string }) {
  return apiRequest<Interview>(`/interviews/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    body: { start },
    auth: 'candidate',
  });
}

export function useAcceptInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInterview,
    onSuccess: (interview) => refreshAfterInterviewChange(queryClient, interview),
  });
}
