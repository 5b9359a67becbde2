import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { companyKeys } from './query-keys';

/** `GET /api/companies/{slug}`: the company's recruiters and open jobs; 404 'No such company'. */
export function getCompany(slug: string, signal?: AbortSignal) {
  return withApiErrors(apiRequest<Company>(`/companies/${encodeURIComponent(slug)}`, { signal }), {
    0: FAILURE_TEXTS.unknown,
    // Keeps its status and the server's 'No such company': the page shows "not found" for it.
    404: null,
    failure: 'Failed to fetch company details',
  });
}

export const companyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.detail(slug),
    queryFn: ({ signal }) => getCompany(slug, signal),
  });

export function useCompany(slug: string) {
  return useQuery(companyQueryOptions(slug));
}
