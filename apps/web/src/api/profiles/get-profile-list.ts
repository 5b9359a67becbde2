import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileListItem, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/** Every account of a role, newest first (docs/product.md §7 `GET /fetchAll`). */
export function getProfileList(role: Role) {
  return withApiErrors(apiRequest<ProfileListItem[]>(`/${role}/fetchAll`), {
    0: FAILURE_TEXTS.unknown,
    failure: FAILURE_TEXTS.profileDetails(role),
  });
}

export const profileListQueryOptions = (role: Role) =>
  queryOptions({ queryKey: profileKeys.list(role), queryFn: () => getProfileList(role) });

export function useProfileList(role: Role) {
  return useQuery(profileListQueryOptions(role));
}
