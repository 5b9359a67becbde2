import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResolution } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { jobKeys } from '@/api/jobs/job-keys';
import { adminKeys } from './admin-keys';

/**
 * `POST /api/admin/reports/{id}/resolve`: resolves every open report on that report's target, and
 * with `hide`/`suspend` hides the job or suspends the account as well.
 */
export function resolveReport(id: string, resolution: ReportResolution) {
  return withApiErrors(
    apiRequest<unknown>(`/admin/reports/${encodeURIComponent(id)}/resolve`, {
      method: 'POST',
      body: resolution,
      auth: 'admin',
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: ReportResolution }) =>
      resolveReport(id, resolution),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
