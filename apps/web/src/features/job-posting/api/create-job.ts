import { useMutation } from '@tanstack/react-query';
import type { JobInput } from '@jobhunter/shared';
import type { RecruiterDetails } from '../lib/job-draft';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/job/create`; 201 `{message, jobID}`. The recruiter's details ride along with the job
 * (docs/product.md §3), though the server takes them from the signed-in account.
 */
export function createJob(job: JobInput & RecruiterDetails) {
  return apiRequest<{ message: string; jobID: string }>('/job/create', {
    method: 'POST',
    body: job,
    auth: 'recruiter',
  });
}

export function useCreateJob() {
  return useMutation({ mutationFn: createJob });
}
