import { useMutation } from '@tanstack/react-query';
import { accountMessages, type LoginInput, type LoginResponse, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError, apiErrorMessage, isApiError } from '@/lib/api-error';
import { startSession } from '@/lib/session';

/** docs/product.md §8 "Login": the message shown for each kind of failure. */
export function loginErrorMessage(role: Role, error: unknown) {
  if (!isApiError(error)) return 'Unknown error occured';
  return (
    apiErrorMessage(error, {
      0: 'An unexpected error occurred',
      400: accountMessages.invalidLogin,
      401: accountMessages.incorrectPassword,
      404: accountMessages.credentialsNotFound(role),
      failure: (failed) => failed.message || 'Login failed',
    }) ?? 'Login failed'
  );
}

/** Signs in and stores the role's tokens, username and photo (docs/product.md §4 "Login success"). */
export async function login(role: Role, input: LoginInput) {
  const response = await apiRequest<LoginResponse>(`/${role}/login`, {
    method: 'POST',
    body: input,
  });
  const account = response?.[role];
  // The spec's "no success flag" case: a reply without tokens is a failed login.
  if (!response?.accessToken || !response.refreshToken || !account)
    throw new ApiError(500, 'Login failed');
  startSession(role, {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    username: account.username,
    photo: account.photo ?? '',
  });
  return account;
}

export function useLogin(role: Role) {
  return useMutation({ mutationFn: (input: LoginInput) => login(role, input) });
}
