import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to fetch candidate details',
  recruiter: 'Failed to fetch recruiter details',
};

/**
 * Anyone's public profile (docs/product.md §7 `GET /fetch/{username}`). Sent with the viewer's token
 * when someone is signed in: only then does the server include email and phone number.
 */
export async function getPublicProfile(role: Role, username: string, viewer: Role | undefined) {
  try {
    return await apiRequest<PublicProfile>(`/${role}/fetch/${encodeURIComponent(username)}`, {
      auth: viewer,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'An unknown error occurred', error);
  }
}

export const publicProfileQueryOptions = (role: Role, username: string, viewer: Role | undefined) =>
  queryOptions({
    // Signing in or out changes what the server answers.
    queryKey: ['profile', role, username, viewer ?? 'signed-out'],
    queryFn: () => getPublicProfile(role, username, viewer),
  });

export function usePublicProfile(role: Role, username: string) {
  return useQuery(publicProfileQueryOptions(role, username, useSession().current?.role));
}
