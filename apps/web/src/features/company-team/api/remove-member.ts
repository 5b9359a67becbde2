import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `DELETE /api/companies/{slug}/members/{username}`: an owner removing a member, or a member leaving
 * (their own username); 409 for the last owner while others remain.
 */
export function removeMember(slug: string, username: string) {
  return apiRequest<unknown>(
    `/companies/${encodeURIComponent(slug)}/members/${encodeURIComponent(username)}`,
    { method: 'DELETE', auth: 'recruiter' },
  );
}

export function useRemoveMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => removeMember(slug, username),
    // Jobs change hands and show the company's name: every cached list and page is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
