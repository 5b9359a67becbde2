import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewSlot } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterInterviewChange } from './refresh-after-interview-change';

/** `POST /api/interviews/{id}/reschedule` by a recruiter: new slots, the interview is proposed again. */
export function rescheduleInterview({ id, slots }: { id: string; slots: InterviewSlot[] }) {
  return apiRequest<Interview>(`/interviews/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { slots },
    auth: 'recruiter',
  });
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSuccess: (interview) => refreshAfterInterviewChange(queryClient, interview),
  });
}
