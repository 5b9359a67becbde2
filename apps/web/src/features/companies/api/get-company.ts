import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/companies/{slug}`: the company's recruiters and open jobs; 404 'No such company'. */
export async function getCompany(slug: string, signal?: AbortSignal) {
  try {
    return await apiRequest<Company>(`/companies/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0)
      throw new ApiError(0, 'An unknown error occurred', error);
    // A 404 keeps its status and the server's 'No such company': the page shows "not found" for it.
    if (error.status === 404) throw error;
    throw new ApiError(error.status, 'Failed to fetch company details', error.body);
  }
}

export const companyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['companies', slug],
    queryFn: ({ signal }) => getCompany(slug, signal),
  });

export function useCompany(slug: string) {
  return useQuery(companyQueryOptions(slug));
}
