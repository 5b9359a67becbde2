import { useQuery } from '@tanstack/react-query';
import type { Role, StoredProfile } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The own profile; candidates also have `discoverable` (absent means true, the default). */
export type OwnProfile = StoredProfile & { discoverable?: boolean };

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to fetch candidate details',
  recruiter: 'Failed to fetch recruiter details',
};

/** `GET /api/{role}/dashboard`: the signed-in account's full profile, which the edit form starts from. */
export async function getOwnProfile(role: Role, signal?: AbortSignal) {
  try {
    return await apiRequest<OwnProfile>(`/${role}/dashboard`, { auth: role, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
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
