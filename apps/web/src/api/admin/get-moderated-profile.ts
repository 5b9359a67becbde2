import { useQuery } from '@tanstack/react-query';
import type { PublicProfile, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { adminKeys } from './admin-keys';

/**
 * A reported account's public profile, as anyone reads it (members' routes refuse an admin's token):
 * 404 once the account is suspended, since its profile is hidden then.
 */
export function getModeratedProfile(role: Role, username: string, signal?: AbortSignal) {
  return withApiErrors(
    apiRequest<PublicProfile>(`/${role}/fetch/${encodeURIComponent(username)}`, { signal }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useModeratedProfile(role: Role, username: string) {
  return useQuery({
    queryKey: adminKeys.account(role, username),
    queryFn: ({ signal }) => getModeratedProfile(role, username, signal),
    enabled: Boolean(username),
  });
}
