import { useQuery } from '@tanstack/react-query';
import type { Application, CompanyRole } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobKeys } from '@/api/jobs/job-keys';
import { useJobAccess } from '@/api/jobs/job-access';

export type ApplicationState = 'checking' | 'not-applied' | 'applied' | 'unknown';
export type OwnershipState = 'checking' | 'owner' | 'not-owner' | 'unknown';

/** `GET /api/applications/screening?jobID&candidateUsername`: 200 free to apply, 403 already applied. */
export function screenCandidate(jobID: string, candidateUsername: string, signal?: AbortSignal) {
  return apiRequest<{ hasApplied: boolean }>('/applications/screening', {
    query: { jobID, candidateUsername },
    auth: 'candidate',
    signal,
  });
}

const is403 = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The application a 403 from the candidate check carries (`{hasApplied:true, applicationDetails}`). */
function appliedDetails(error: unknown): Application | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null)
    return undefined;
  const details = (error.body as { applicationDetails?: Partial<Application> | null })
    .applicationDetails;
  return details && typeof details.appliedAt === 'string' && typeof details.status === 'string'
    ? (details as Application)
    : undefined;
}

/** docs/product.md §4: unknown while loading, not applied, or already applied (a 403 from the check), with the application when applied. */
export function useApplicationState(
  jobID: string,
  candidateUsername: string | undefined,
): { state: ApplicationState; application?: Application } {
  const query = useQuery({
    queryKey: jobKeys.candidateScreening(jobID, candidateUsername ?? ''),
    queryFn: ({ signal }) => screenCandidate(jobID, candidateUsername ?? '', signal),
    enabled: Boolean(candidateUsername),
    staleTime: 0,
  });
  if (query.isPending) return { state: 'checking' };
  if (query.isError)
    return is403(query.error)
      ? { state: 'applied', application: appliedDetails(query.error) }
      : { state: 'unknown' };
  return { state: 'not-applied' };
}

/**
 * docs/product.md §4: 'owner' for anyone who may read the job (its poster, or a member of its
 * company, with their role), not owner (403), or unknown when the check failed otherwise.
 */
export function useOwnershipState(
  jobID: string,
  recruiterUsername: string | undefined,
): { state: OwnershipState; role?: CompanyRole } {
  const access = useJobAccess(jobID, recruiterUsername);
  if (access.state === 'member') return { state: 'owner', role: access.role };
  return { state: access.state === 'not-member' ? 'not-owner' : access.state };
}
