import { useQuery } from '@tanstack/react-query';
import type { Role, StoredProfile } from '@jobhunter/shared';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { useSession } from '@/lib/session';
import { dashboardKeys } from './dashboard-keys';

/**
 * The own profile; candidates also have `discoverable` (absent means true, the default), and
 * `emailVerified` says whether the address is confirmed (only `false` asks for it).
 */
export type OwnProfile = StoredProfile & { discoverable?: boolean; emailVerified?: boolean };

/**
 * `GET /api/{role}/dashboard` (docs/product.md §7): the signed-in account's own full profile. The
 * dashboard, the account pages, the job form, the session check and applying all read it.
 */
export function getDashboard(role: Role, signal?: AbortSignal) {
  return withApiErrors(apiRequest<OwnProfile>(`/${role}/dashboard`, { auth: role, signal }), {
    0: FAILURE_TEXTS.unknown,
    failure: FAILURE_TEXTS.profileDetails(role),
  });
}

export interface DashboardOptions {
  /** 'always' when the page must start from what is saved now (the edit form). */
  refetchOnMount?: boolean | 'always';
  retry?: false;
}

/**
 * The account of the role's stored session, cached per account. Disabled while nobody of this role
 * is signed in, so a logout never triggers a doomed refetch; the key stays on the last account, so
 * a page keeps showing it under the logout or 'Deleted !' popup until it is left.
 */
export function useDashboard(role: Role, options: DashboardOptions = {}) {
  const username = useSession()[role]?.username;
  const [account, setAccount] = useState(username);
  if (username && username !== account) setAccount(username);
  return useQuery({
    queryKey: dashboardKeys.account(role, (username ?? account) || ''),
    queryFn: ({ signal }) => getDashboard(role, signal),
    enabled: Boolean(username),
    ...options,
  });
}
