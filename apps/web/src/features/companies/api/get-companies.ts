import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/companies`: every recruiters' company with its number of open jobs. */
export async function getCompanies(signal?: AbortSignal) {
  try {
    return await apiRequest<CompanySummary[]>('/companies', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, 'Failed to fetch companies', error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: ['companies'], queryFn: ({ signal }) => getCompanies(signal) });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
