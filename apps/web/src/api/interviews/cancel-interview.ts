import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterInterviewChange } from './refresh-after-interview-change';

/** `POST /api/interviews/{id}/cancel` by either side, with an optional reason the other side reads. */
export function cancelInterview(role: Role, { id, reason }: { id: string; reason?: string }) {
  return apiRequest<Interview>(`/interviews/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    auth: role,
  });
}

export function useCancelInterview(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: { id: string; reason?: string }) => cancelInterview(role, cancel),
    onSuccess: (interview) => refreshAfterInterviewChange(queryClient, interview),
  });
}
