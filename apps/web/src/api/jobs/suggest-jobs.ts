import type { JobSuggestion, JobSuggestResult } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/job/suggest`: job titles and skills starting with the typed text (at most 8). */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<JobSuggestion[]> {
  const result = await apiRequest<Partial<JobSuggestResult>>(
    `/job/suggest?${new URLSearchParams({ q })}`,
    { signal },
  );
  return Array.isArray(result?.suggestions) ? result.suggestions : [];
}
