import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStatusUpdate } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import type { Applicant } from './job-applicants';
import { applicationKeys } from './query-keys';

/** `PATCH /api/applications/status` by the job's owner. */
export function updateApplicationStatus(update: ApplicationStatusUpdate) {
  return apiRequest<{ message: string; application: Application }>('/applications/status', { method: 'PATCH', body: update, auth: 'recruiter' });
}

/** Changes one applicant's status and writes the answer into the cached applicant list. */
export function useUpdateApplicationStatus(recruiterUsername: string, jobID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: ({ application }) => {
      queryClient.setQueryData<Applicant[]>(applicationKeys.applicants(recruiterUsername, jobID), (list) =>
        list?.map((applicant) =>
          applicant.username === application.candidateUsername ? { ...applicant, applicationStatus: application.status } : applicant,
        ),
      );
    },
  });
}
