import { useQuery } from '@tanstack/react-query';
import type { StoredProfile } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/recruiter/dashboard`: the signed-in recruiter, whose details fill the read-only fields. */
export function fetchRecruiterProfile(signal?: AbortSignal) {
  return apiRequest<StoredProfile>('/recruiter/dashboard', { auth: 'recruiter', signal });
}

export function useRecruiterProfile(username: string | undefined) {
  return useQuery({
    queryKey: ['job-posting', 'recruiter', username],
    queryFn: ({ signal }) => fetchRecruiterProfile(signal),
    enabled: Boolean(username),
  });
}
