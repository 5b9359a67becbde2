import type { CompanyRole } from '@jobhunter/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyTeamKeys } from './query-keys';

export interface RoleChange {
  username: string;
  role: CompanyRole;
}

/** `PATCH /api/companies/{slug}/members/{username}` (owners only): 409 when no owner would be left. */
export function changeMemberRole(slug: string, { username, role }: RoleChange) {
  return apiRequest<unknown>(
    `/companies/${encodeURIComponent(slug)}/members/${encodeURIComponent(username)}`,
    { method: 'PATCH', body: { role }, auth: 'recruiter' },
  );
}

export function useChangeMemberRole(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => changeMemberRole(slug, change),
    // Settled either way: a refused change puts the select back to the stored role.
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyTeamKeys.all }),
  });
}
