import { useMutation } from '@tanstack/react-query';
import { accountMessages, type LoginInput, type LoginResponse, type Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { startSession } from '@/lib/session';

/** docs/product.md §8 "Login": the message shown for each kind of failure. */
export function loginErrorMessage(role: Role, error: unknown) {
  if (!(error instanceof ApiError)) return 'Unknown error occured';
  switch (error.status) {
    case 0:
      return 'An unexpected error occurred';
    case 400:
      return accountMessages.invalidLogin;
    case 401:
      return accountMessages.incorrectPassword;
    case 404:
      return accountMessages.credentialsNotFound(role);
    default:
      return error.message || 'Login failed';
  }
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
