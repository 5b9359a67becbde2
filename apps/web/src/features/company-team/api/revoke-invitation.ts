import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyTeamKeys } from './query-keys';

/** `DELETE /api/companies/{slug}/invitations/{id}` (owners only): the emailed link stops working. */
export function revokeInvitation(slug: string, id: string | number) {
  return apiRequest<unknown>(
    `/companies/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(String(id))}`,
    { method: 'DELETE', auth: 'recruiter' },
  );
}

export function useRevokeInvitation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => revokeInvitation(slug, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyTeamKeys.all }),
  });
}
