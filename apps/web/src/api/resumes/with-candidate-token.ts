import { handleAuthFailure, refreshSession } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getAccessToken } from '@/lib/session';

/**
 * Runs `send` with the candidate's bearer token, for the CV calls that can't go through
 * apiRequest (an upload that reports progress, a download that is a file, not JSON). Like
 * apiRequest, a 401 renews the tokens once and sends again; if that fails the session is over.
 */
export async function withCandidateToken<R extends { status: number }>(
  send: (token: string | null) => Promise<R>,
): Promise<R> {
  const token = getAccessToken('candidate');
  const first = await send(token);
  if (first.status !== 401) return first;
  try {
    await refreshSession('candidate', token);
  } catch (error) {
    handleAuthFailure('candidate');
    throw error instanceof ApiError
      ? error
      : new ApiError(401, 'Your session has expired, please log in again');
  }
  const retry = await send(getAccessToken('candidate'));
  if (retry.status === 401) handleAuthFailure('candidate');
  return retry;
}
