import { useQuery } from '@tanstack/react-query';
import type { PublicProfile, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to fetch candidate details',
  recruiter: 'Failed to fetch recruiter details',
};

/** Anyone's public profile (spec section 7 `GET /fetch/{username}`). */
export async function getPublicProfile(role: Role, username: string) {
  try {
    return await apiRequest<PublicProfile>(`/${role}/fetch/${encodeURIComponent(username)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export function usePublicProfile(role: Role, username: string) {
  return useQuery({ queryKey: ['profile', role, username], queryFn: () => getPublicProfile(role, username) });
}
