import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedResume } from '@jobhunter/shared';
import { apiUrl, sendWithToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { resumeKeys } from './resume-keys';

const FAILED = 'CV upload failed';

type Reply = { status: number; body: { message?: string } | null };

function send(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Reply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/candidate/resume'));
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve({ status: request.status, body: request.response as Reply['body'] });
    request.onerror = () => reject(new ApiError(0, `${FAILED}: the server could not be reached`));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());

    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * `POST /api/candidate/resume` (multipart field `file`): stores the file as the candidate's CV in
 * place of any earlier one. Uses XMLHttpRequest because fetch can't report upload progress.
 */
export async function uploadResume(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedResume> {
  const reply = await sendWithToken('candidate', (token) => send(file, token, onProgress, signal));
  if (reply.status === 201 && reply.body) return reply.body as UploadedResume;
  throw new ApiError(reply.status, reply.body?.message ?? FAILED, reply.body);
}

/** Uploads, then reads the CV again: its text is extracted in the background from now on. */
export function useUploadResume() {
  const queryClient = useQueryClient();
  const username = useSession().candidate?.username ?? '';
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadResume(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.current(username) }),
  });
}
