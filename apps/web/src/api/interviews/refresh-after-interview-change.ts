import type { QueryClient } from '@tanstack/react-query';
import type { Interview } from '@jobhunter/shared';
import { applicationKeys } from '@/api/applications/application-keys';
import { jobKeys } from '@/api/jobs/job-keys';
import { interviewKeys } from './interview-keys';

/**
 * After an interview changed: its new state replaces the cached one at once, then every interview
 * list and the applications are read again (accepting moves the application to `interview`; a job
 * page shows the candidate's status too). Settles once the interview lists on screen are fresh.
 */
export async function refreshAfterInterviewChange(queryClient: QueryClient, changed?: Interview) {
  if (changed?.id)
    queryClient.setQueriesData<Interview[]>({ queryKey: interviewKeys.all }, (list) =>
      Array.isArray(list)
        ? list.map((interview) => (interview.id === changed.id ? changed : interview))
        : list,
    );
  void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
  if (changed?.jobID)
    void queryClient.invalidateQueries({
      queryKey: jobKeys.candidateScreening(changed.jobID, changed.candidateUsername),
    });
  await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
}
