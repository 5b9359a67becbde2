import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { companyKeys } from './query-keys';

/** `GET /api/companies`: every recruiters' company with its number of open jobs. */
export function getCompanies(signal?: AbortSignal) {
  return withApiErrors(apiRequest<CompanySummary[]>('/companies', { signal }), {
    0: FAILURE_TEXTS.unknown,
    failure: 'Failed to fetch companies',
  });
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.all, queryFn: ({ signal }) => getCompanies(signal) });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
