import { useQuery } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** `GET /api/{role}/dashboard`: the account the stored token belongs to, for the session check. */
export function fetchOwnProfile(role: Role, signal?: AbortSignal) {
  return apiRequest<{ username: string }>(`/${role}/dashboard`, { auth: role, signal });
}

export function useOwnProfile(role: Role, username: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.self(role, username ?? ''),
    queryFn: ({ signal }) => fetchOwnProfile(role, signal),
    enabled: Boolean(username),
    retry: false,
  });
}
