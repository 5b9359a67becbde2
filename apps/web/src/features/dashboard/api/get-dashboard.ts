import { useQuery } from '@tanstack/react-query';
import type { Role, StoredProfile } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/** The signed-in account's own full profile (docs/product.md §7 `GET /dashboard`). */
export function getDashboard(role: Role) {
  return withApiErrors(apiRequest<StoredProfile>(`/${role}/dashboard`, { auth: role }), {
    0: FAILURE_TEXTS.unknown,
    failure: FAILURE_TEXTS.profileDetails(role),
  });
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
