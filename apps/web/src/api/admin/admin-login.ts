import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError, withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { startSession } from '@/lib/session';

interface AdminLoginResponse {
  accessToken: string;
  refreshToken: string;
  admin: { username: string };
}

/** `POST /api/admin/login`; stores the admin's tokens and username under the admin's own keys. */
export async function adminLogin(input: LoginInput) {
  const response = await withApiErrors(
    apiRequest<AdminLoginResponse>('/admin/login', { method: 'POST', body: input }),
    { 0: FAILURE_TEXTS.unknown },
  );
  if (!response?.accessToken || !response.refreshToken || !response.admin?.username)
    throw new ApiError(500, 'Login failed');
  startSession('admin', {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    username: response.admin.username,
  });
  return response.admin;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
