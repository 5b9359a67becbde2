import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileList } from '@/api/profiles/get-profile-list';
import { profileKeys } from '@/api/profiles/profile-keys';

export const HOME_RECRUITERS_COUNT = 8;

/** The newest recruiters for the home page strip (docs/product.md §7 `GET /recruiter/fetchAll`). */
export async function getTopRecruiters() {
  const list = await getProfileList('recruiter');
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
