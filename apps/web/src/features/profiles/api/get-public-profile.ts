import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/api/profiles/profile-keys';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { useSession } from '@/lib/session';

/**
 * Anyone's public profile (docs/product.md §7 `GET /fetch/{username}`). Sent with the viewer's token
 * when someone is signed in: only then does the server include email and phone number.
 */
export function getPublicProfile(role: Role, username: string, viewer: Role | undefined) {
  return withApiErrors(
    apiRequest<PublicProfile>(`/${role}/fetch/${encodeURIComponent(username)}`, {
      auth: viewer,
    }),
    {
      0: FAILURE_TEXTS.unknown,
      failure: FAILURE_TEXTS.profileDetails(role),
    },
  );
}

export const publicProfileQueryOptions = (role: Role, username: string, viewer: Role | undefined) =>
  queryOptions({
    queryKey: profileKeys.detail(role, username, viewer),
    queryFn: () => getPublicProfile(role, username, viewer),
  });

export function usePublicProfile(role: Role, username: string) {
  return useQuery(publicProfileQueryOptions(role, username, useSession().current?.role));
}
