import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { getStoredUsername } from '@/lib/session';
import { jobKeys } from './job-keys';

/**
 * `GET /api/job/fetchIndividualJob/{jobID}`, open or closed, for the job page, the applicants page
 * and the edit form. Failures say docs/product.md §8 "Fetch": 'Failed to fetch job details', or
 * 'An unknown error occurred' when the server was not reached.
 */
export function getJob(jobID: string, signal?: AbortSignal): Promise<Job> {
  // A signed-in recruiter's own job comes with what only its recruiters see (why a moderator hid it).
  const viewer = getStoredUsername('recruiter') ? 'recruiter' : undefined;
  return withApiErrors(
    apiRequest<Job>(`/job/fetchIndividualJob/${encodeURIComponent(jobID)}`, {
      signal,
      auth: viewer,
    }),
    {
      0: FAILURE_TEXTS.unknown,
      failure: FAILURE_TEXTS.jobDetails,
    },
  );
}

/** The company a job belongs to, when a member of one posted it: its page is /Company/{slug}. */
export interface JobCompany {
  slug: string;
  name: string;
}

/** The job's company, or null for a job its recruiter posted on their own (or from a server without companies). */
export function jobCompany(job: Job): JobCompany | null {
  const { company } = job as { company?: JobCompany | null };
  return company?.slug ? company : null;
}

export const jobQueryOptions = (jobID: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobID),
    queryFn: ({ signal }) => getJob(jobID, signal),
  });

export function useJob(jobID: string) {
  return useQuery({ ...jobQueryOptions(jobID), enabled: Boolean(jobID) });
}
