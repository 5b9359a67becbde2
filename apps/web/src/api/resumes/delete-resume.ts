import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { resumeKeys } from './resume-keys';

/** `DELETE /api/candidate/resume`: removes the current CV; applications already sent keep their copy. */
export function deleteResume() {
  return apiRequest<unknown>('/candidate/resume', { method: 'DELETE', auth: 'candidate' });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  const username = useSession().candidate?.username ?? '';
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () => queryClient.setQueryData(resumeKeys.current(username), null),
  });
}
