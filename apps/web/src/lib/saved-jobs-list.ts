import type { Job } from '@jobhunter/shared';
import { apiRequest } from './api-client';

/**
 * The candidate's saved jobs (`GET /api/saved-jobs`, candidate token, most recent first) under one
 * cache key: the Saved jobs page lists them and the job cards mark them, and both read and update
 * the same cached list, so the two screens always agree.
 */
export const savedJobsKey = (username: string) => ['saved-jobs', username] as const;

export function fetchSavedJobs(signal?: AbortSignal) {
  return apiRequest<Job[]>('/saved-jobs', { auth: 'candidate', signal });
}
