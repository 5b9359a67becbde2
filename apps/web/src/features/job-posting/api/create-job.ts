import { useMutation } from '@tanstack/react-query';
import type { JobInput } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/job/create`; 201 `{message, jobID}`. */
export function createJob(job: JobInput & Record<string, unknown>) {
  return apiRequest<{ message: string; jobID: string }>('/job/create', { method: 'POST', body: job, auth: 'recruiter' });
}

export function useCreateJob() {
  return useMutation({ mutationFn: createJob });
}
