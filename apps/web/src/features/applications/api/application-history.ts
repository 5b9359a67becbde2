import { useQuery } from '@tanstack/react-query';
import type { ApplicationRef, Role, StatusHistoryEntry } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `GET /api/applications/history`: every status change of one application, oldest first (the candidate or the job's recruiter). */
export function fetchApplicationHistory(ref: ApplicationRef, role: Role, signal?: AbortSignal) {
  return apiRequest<StatusHistoryEntry[]>('/applications/history', {
    query: { ...ref },
    auth: role,
    signal,
  });
}

export function useApplicationHistory(ref: ApplicationRef, role: Role, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.history(ref),
    queryFn: ({ signal }) => fetchApplicationHistory(ref, role, signal),
    enabled,
  });
}
