import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileListItem, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to fetch candidate details',
  recruiter: 'Failed to fetch recruiter details',
};

/** Every account of a role, newest first (docs/product.md §7 `GET /fetchAll`). */
export async function getProfileList(role: Role) {
  try {
    return await apiRequest<ProfileListItem[]>(`/${role}/fetchAll`);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export const profileListQueryOptions = (role: Role) =>
  queryOptions({ queryKey: ['profiles', role], queryFn: () => getProfileList(role) });

export function useProfileList(role: Role) {
  return useQuery(profileListQueryOptions(role));
}
