import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { withCandidateToken } from './with-candidate-token';

const FAILED = 'CV download failed';

async function failure(response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : FAILED;
  return new ApiError(response.status, message, body);
}

/** Offers `blob` as a download named `fileName`, without leaving the page. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `GET /api/candidate/resume/file`: the CV file itself. The bearer token goes in a header (never in
 * a link, where it would end up in history and logs), so the file is fetched and then saved.
 */
export async function downloadResume(fileName: string) {
  const response = await withCandidateToken(async (token) => {
    try {
      return await fetch(apiUrl('/candidate/resume/file'), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      throw new ApiError(0, `${FAILED}: the server could not be reached`, error);
    }
  });
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), fileName);
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}
