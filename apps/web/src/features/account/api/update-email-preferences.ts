import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailPreferencesSchema, type EmailPreferences, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** `PATCH /api/notifications/preferences` with only the kinds that change → every preference as saved. */
export async function updateEmailPreferences(
  role: Role,
  change: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(
    await apiRequest<unknown>('/notifications/preferences', {
      method: 'PATCH',
      auth: role,
      body: change,
    }),
  );
}

export function useUpdateEmailPreferences(role: Role, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EmailPreferences>) => updateEmailPreferences(role, change),
    onSuccess: (saved) =>
      queryClient.setQueryData(accountKeys.emailPreferences(role, username), saved),
  });
}
