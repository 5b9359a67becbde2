import { useQuery } from '@tanstack/react-query';
import { resumeSchema, type Resume } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { resumeKeys } from './resume-keys';

/** How often the CV is read again while its text is still being extracted. */
export const RESUME_POLL_MS = 2000;
/** Reading a CV takes seconds; a page left open on one that never finishes stops asking after this many reads. */
const MAX_POLLS = 90;

/** `GET /api/candidate/resume`: the candidate's current CV, or null when they have none (404). */
export async function getResume(signal?: AbortSignal): Promise<Resume | null> {
  try {
    const body = await apiRequest<unknown>('/candidate/resume', { auth: 'candidate', signal });
    return resumeSchema.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in candidate's CV. Read again every few seconds while its text is being extracted,
 * so the status and the suggested skills appear without a reload; not once it is done or failed.
 */
export function useResume() {
  const username = useSession().candidate?.username;
  return useQuery({
    queryKey: resumeKeys.current(username ?? ''),
    queryFn: ({ signal }) => getResume(signal),
    enabled: Boolean(username),
    refetchInterval: (query) =>
      query.state.data?.textStatus === 'pending' && query.state.dataUpdateCount < MAX_POLLS
        ? RESUME_POLL_MS
        : false,
  });
}
