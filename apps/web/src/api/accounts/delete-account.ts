import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to delete candidate',
  recruiter: 'Failed to delete recruiter',
};

/** Deletes the signed-in account (docs/product.md §7 `DELETE /delete/{username}`). */
export function deleteAccount(role: Role, username: string) {
  return withApiErrors(
    apiRequest<MessageResponse>(`/${role}/delete/${encodeURIComponent(username)}`, {
      method: 'DELETE',
      auth: role,
    }),
    {
      0: 'Network error occured while deleting…',
      failure: FAILURE[role],
    },
  );
}

export function useDeleteAccount(role: Role) {
  return useMutation({ mutationFn: (username: string) => deleteAccount(role, username) });
}
