import type { Invitation, InvitationInput } from '@jobhunter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyTeamKeys } from './query-keys';

/** `POST /api/companies/{slug}/invitations` (owners only): emails a link; 409 when already a member. */
export function inviteMember(slug: string, input: InvitationInput) {
  return apiRequest<Invitation>(`/companies/${encodeURIComponent(slug)}/invitations`, {
    method: 'POST',
    body: input,
    auth: 'recruiter',
  });
}

export function useInviteMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => inviteMember(slug, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyTeamKeys.all }),
  });
}
