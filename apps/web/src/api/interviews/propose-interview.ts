import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewProposal } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterInterviewChange } from './refresh-after-interview-change';

/** `POST /api/interviews` by a recruiter of the job: offers the candidate 1–5 slots (UTC ISO). */
export function proposeInterview(proposal: InterviewProposal) {
  return apiRequest<Interview>('/interviews', {
    method: 'POST',
    body: proposal,
    auth: 'recruiter',
  });
}

export function useProposeInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeInterview,
    onSuccess: () => refreshAfterInterviewChange(queryClient),
  });
}
