import { useQuery } from '@tanstack/react-query';
import type { Role, StoredProfile } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/** The own profile; candidates also have `discoverable` (absent means true, the default). */
export type OwnProfile = StoredProfile & { discoverable?: boolean };

/** `GET /api/{role}/dashboard`: the signed-in account's full profile, which the edit form starts from. */
export function getOwnProfile(role: Role, signal?: AbortSignal) {
  return withApiErrors(apiRequest<OwnProfile>(`/${role}/dashboard`, { auth: role, signal }), {
    0: FAILURE_TEXTS.unknown,
    failure: FAILURE_TEXTS.profileDetails(role),
  });
}

export const ownProfileQueryKey = (role: Role) => ['account', role, 'profile'] as const;

/**
 * Always fetched afresh when a page opens: the edit form must start from what is saved now, not
 * from a copy another tab or device has since changed. Disabled while nobody of this role is signed in.
 */
export function useOwnProfile(role: Role, enabled: boolean) {
  return useQuery({
    queryKey: ownProfileQueryKey(role),
    queryFn: ({ signal }) => getOwnProfile(role, signal),
    enabled,
    refetchOnMount: 'always',
  });
}
