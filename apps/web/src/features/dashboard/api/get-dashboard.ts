import { useQuery } from '@tanstack/react-query';
import type { Role, StoredProfile } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to fetch candidate details',
  recruiter: 'Failed to fetch recruiter details',
};

/** The signed-in account's own full profile (docs/product.md §7 `GET /dashboard`). */
export async function getDashboard(role: Role) {
  try {
    return await apiRequest<StoredProfile>(`/${role}/dashboard`, { auth: role });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export const dashboardQueryKey = (role: Role) => ['dashboard', role] as const;

/** Disabled while nobody of this role is signed in, so a logout never triggers a doomed refetch. */
export function useDashboard(role: Role, enabled: boolean) {
  return useQuery({
    queryKey: dashboardQueryKey(role),
    queryFn: () => getDashboard(role),
    enabled,
  });
}
