import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileListItem } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/api/profiles/profile-keys';

export const HOME_RECRUITERS_COUNT = 8;

/** The newest recruiters for the home page strip (docs/product.md §7 `GET /recruiter/fetchAll`). */
export async function getTopRecruiters() {
  const list = await apiRequest<ProfileListItem[]>('/recruiter/fetchAll');
  return list.slice(0, HOME_RECRUITERS_COUNT);
}

export const topRecruitersQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.topRecruiters,
    queryFn: getTopRecruiters,
    retry: false,
  });

export function useTopRecruiters() {
  return useQuery(topRecruitersQueryOptions());
}
