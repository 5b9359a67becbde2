import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * Uploads a photo to `/api/uploads/photo` and resolves with its URL. Uses XMLHttpRequest because
 * fetch can't report upload progress.
 */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/uploads/photo'));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { secure_url?: string; message?: string } | null;
      if (request.status === 201 && body?.secure_url) resolve(body.secure_url);
      else reject(new ApiError(request.status, body?.message ?? 'Photo upload failed', body));
    };
    request.onerror = () =>
      reject(new ApiError(0, 'Photo upload failed: the server could not be reached'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());

    const form = new FormData();
    form.append('file', file);
    // The reference client sent an upload preset to its image host; the API accepts and ignores it.
    form.append('upload_preset', 'jobhunter');
    request.send(form);
  });
}
