import { useQuery } from '@tanstack/react-query';
import type { ApplicationNote, ApplicationRef } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `GET /api/applications/notes`: the recruiter's private notes on one application, oldest first. */
export function fetchApplicationNotes(ref: ApplicationRef, signal?: AbortSignal) {
  return apiRequest<ApplicationNote[]>('/applications/notes', {
    query: { ...ref },
    auth: 'recruiter',
    signal,
  });
}

export function useApplicationNotes(ref: ApplicationRef) {
  return useQuery({
    queryKey: applicationKeys.notes(ref),
    queryFn: ({ signal }) => fetchApplicationNotes(ref, signal),
  });
}
