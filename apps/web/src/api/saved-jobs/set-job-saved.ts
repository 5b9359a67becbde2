import { apiRequest } from '@/lib/api-client';

/** `PUT` saves and `DELETE` unsaves `/api/saved-jobs/{jobID}` (candidate token). */
export function setJobSaved(jobID: string, saved: boolean) {
  return apiRequest<unknown>(`/saved-jobs/${encodeURIComponent(jobID)}`, {
    method: saved ? 'PUT' : 'DELETE',
    auth: 'candidate',
  });
}
