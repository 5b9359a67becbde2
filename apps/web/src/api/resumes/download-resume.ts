import { useMutation } from '@tanstack/react-query';
import { apiUrl, responseError, sendWithToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-blob';

const FAILED = 'CV download failed';

/**
 * `GET /api/candidate/resume/file`: the CV file itself. The bearer token goes in a header (never in
 * a link, where it would end up in history and logs), so the file is fetched and then saved.
 */
export async function downloadResume(fileName: string) {
  const response = await sendWithToken('candidate', async (token) => {
    try {
      return await fetch(apiUrl('/candidate/resume/file'), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      throw new ApiError(0, `${FAILED}: the server could not be reached`, error);
    }
  });
  if (!response.ok) throw await responseError(response, FAILED);
  saveBlob(await response.blob(), fileName);
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}
