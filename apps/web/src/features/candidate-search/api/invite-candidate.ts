import { useMutation } from '@tanstack/react-query';
import type { JobInvitation, JobInvitationInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/**
 * `POST /api/candidate/invitations` (recruiter token) → 201 with the invitation. A refusal keeps the
 * server's message (already invited, job closed, too many invitations...), which the dialog shows.
 */
export async function inviteCandidate(input: JobInvitationInput): Promise<JobInvitation> {
  const reply = await withApiErrors(
    apiRequest<{ invitation: JobInvitation }>('/candidate/invitations', {
      method: 'POST',
      auth: 'recruiter',
      body: input,
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
  return reply.invitation;
}

export function useInviteCandidate() {
  return useMutation({ mutationFn: inviteCandidate });
}
