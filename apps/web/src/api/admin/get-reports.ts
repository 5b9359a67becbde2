import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportKind, ReportStatus } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { adminKeys } from './admin-keys';

/** One reported job or account: the reports on it alone. */
export interface ReportTarget {
  kind: ReportKind;
  target: string;
}

/**
 * `GET /api/admin/reports?status=` (and `kind`, `target` for one target's reports): newest first,
 * each with its target's open count. The queue is the newest 200; one target's list is all of them.
 */
export function getReports(status: ReportStatus, on?: ReportTarget, signal?: AbortSignal) {
  return withApiErrors(
    apiRequest<Report[]>('/admin/reports', {
      query: { status, kind: on?.kind, target: on?.target },
      auth: 'admin',
      signal,
    }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export const reportsQueryOptions = (status: ReportStatus, on?: ReportTarget) =>
  queryOptions({
    queryKey: adminKeys.reports(status, on),
    queryFn: ({ signal }) => getReports(status, on, signal),
  });

export function useReports(status: ReportStatus, on?: ReportTarget) {
  return useQuery(reportsQueryOptions(status, on));
}
