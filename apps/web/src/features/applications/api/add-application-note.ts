import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationNote, ApplicationRef, NoteInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from '@/api/applications/application-keys';

/** `POST /api/applications/notes` by the job's recruiter; 400 carries the reason in `message`. */
export function addApplicationNote(input: NoteInput) {
  return apiRequest<ApplicationNote>('/applications/notes', {
    method: 'POST',
    body: input,
    auth: 'recruiter',
  });
}

/** Adds a note and appends the saved note to the cached list, so it shows without a refetch. */
export function useAddApplicationNote(ref: ApplicationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addApplicationNote({ ...ref, text }),
    onSuccess: (note) => {
      queryClient.setQueryData<ApplicationNote[]>(applicationKeys.notes(ref), (notes) => [
        ...(notes ?? []),
        note,
      ]);
    },
  });
}
