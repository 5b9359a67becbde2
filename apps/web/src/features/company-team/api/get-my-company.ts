import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import type { MyCompany } from '../lib/company-team-types';
import { companyTeamKeys } from './query-keys';

/** `GET /api/companies/mine`: the recruiter's company with its team, or null when they have none (404). */
export async function getMyCompany(signal?: AbortSignal): Promise<MyCompany | null> {
  try {
    return await apiRequest<MyCompany>('/companies/mine', { auth: 'recruiter', signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const myCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyTeamKeys.mine(), queryFn: ({ signal }) => getMyCompany(signal) });

export function useMyCompany(enabled = true) {
  return useQuery({ ...myCompanyQueryOptions(), enabled });
}
