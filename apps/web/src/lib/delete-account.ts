import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Role } from '@jobhunter/shared';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

const FAILURE: Record<Role, string> = {
  candidate: 'Failed to delete candidate',
  recruiter: 'Failed to delete recruiter',
};

/** Deletes the signed-in account (docs/product.md §7 `DELETE /delete/{username}`). */
export async function deleteAccount(role: Role, username: string) {
  try {
    return await apiRequest<MessageResponse>(`/${role}/delete/${encodeURIComponent(username)}`, {
      method: 'DELETE',
      auth: role,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(error.status, FAILURE[role], error.body);
    throw new ApiError(0, 'Network error occured while deleting…', error);
  }
}

export function useDeleteAccount(role: Role) {
  return useMutation({ mutationFn: (username: string) => deleteAccount(role, username) });
}
