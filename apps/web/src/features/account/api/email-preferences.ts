import { useQuery } from '@tanstack/react-query';
import { emailPreferencesSchema, type EmailPreferences, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** `GET /api/notifications/preferences` with the role's token: which kinds of email the account gets. */
export async function fetchEmailPreferences(
  role: Role,
  signal?: AbortSignal,
): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(
    await apiRequest<unknown>('/notifications/preferences', { auth: role, signal }),
  );
}

export function useEmailPreferences(role: Role, username: string) {
  return useQuery({
    queryKey: accountKeys.emailPreferences(role, username),
    queryFn: ({ signal }) => fetchEmailPreferences(role, signal),
  });
}
