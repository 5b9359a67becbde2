import { useQuery } from '@tanstack/react-query';
import type { ApplicationRef, Interview, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { interviewKeys } from './interview-keys';

/**
 * `GET /api/interviews` (either role): the account's own interviews, upcoming first. With an
 * application, only that one's: the server may filter by it, and the list is filtered here as well.
 */
export async function fetchInterviews(
  role: Role,
  application?: ApplicationRef,
  signal?: AbortSignal,
) {
  const interviews = await apiRequest<Interview[]>('/interviews', {
    auth: role,
    query: application ? { ...application } : undefined,
    signal,
  });
  // Anything but a list (a proxy's error page, say) is a failure, not an empty list.
  if (!Array.isArray(interviews)) throw new Error('Interviews could not be loaded');
  return application
    ? interviews.filter(
        (interview) =>
          interview.jobID === application.jobID &&
          interview.candidateUsername === application.candidateUsername,
      )
    : interviews;
}

/** The signed-in account's interviews (one application's, when given); off while nobody of `role` is signed in. */
export function useInterviews(role: Role, application?: ApplicationRef) {
  const username = useSession()[role]?.username ?? '';
  return useQuery({
    queryKey: application
      ? interviewKeys.application(role, username, application)
      : interviewKeys.list(role, username),
    queryFn: ({ signal }) => fetchInterviews(role, application, signal),
    enabled: Boolean(username),
  });
}
